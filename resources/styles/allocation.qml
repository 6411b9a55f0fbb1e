<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis simplifyDrawingTol="1" labelsEnabled="0" maxScale="0" simplifyLocal="1" simplifyMaxScale="1" version="3.22.16-Białowieża" hasScaleBasedVisibilityFlag="0" styleCategories="AllStyleCategories" minScale="100000000" simplifyAlgorithm="0" simplifyDrawingHints="1" readOnly="0" symbologyReferenceScale="-1">
  <flags>
    <Identifiable>1</Identifiable>
    <Removable>1</Removable>
    <Searchable>1</Searchable>
    <Private>0</Private>
  </flags>
  <temporal endExpression="" limitMode="0" durationField="" endField="" durationUnit="min" accumulate="0" enabled="0" mode="0" startField="" startExpression="" fixedDuration="0">
    <fixedRange>
      <start></start>
      <end></end>
    </fixedRange>
  </temporal>
  <renderer-v2 referencescale="-1" symbollevels="0" type="categorizedSymbol" attr="tier" forceraster="0" enableorderby="0">
    <categories>
      <category value="1" render="true" symbol="0" label="Tier 1"/>
      <category value="2" render="true" symbol="1" label="Tier 2"/>
      <category value="3" render="true" symbol="2" label="Tier 3"/>
      <category value="" render="true" symbol="3" label="Not adjoining"/>
    </categories>
    <symbols>
      <symbol alpha="1" name="0" force_rhr="0" type="fill" clip_to_extent="1">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" name="name" type="QString"/>
            <Option name="properties"/>
            <Option value="collection" name="type" type="QString"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" locked="0" pass="0" enabled="1">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" name="border_width_map_unit_scale" type="QString"/>
            <Option value="254,250,224,255" name="color" type="QString"/>
            <Option value="bevel" name="joinstyle" type="QString"/>
            <Option value="0,0" name="offset" type="QString"/>
            <Option value="3x:0,0,0,0,0,0" name="offset_map_unit_scale" type="QString"/>
            <Option value="MM" name="offset_unit" type="QString"/>
            <Option value="153,153,153,255" name="outline_color" type="QString"/>
            <Option value="solid" name="outline_style" type="QString"/>
            <Option value="0.2" name="outline_width" type="QString"/>
            <Option value="MM" name="outline_width_unit" type="QString"/>
            <Option value="solid" name="style" type="QString"/>
          </Option>
          <prop k="border_width_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="color" v="254,250,224,255"/>
          <prop k="joinstyle" v="bevel"/>
          <prop k="offset" v="0,0"/>
          <prop k="offset_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="offset_unit" v="MM"/>
          <prop k="outline_color" v="153,153,153,255"/>
          <prop k="outline_style" v="solid"/>
          <prop k="outline_width" v="0.2"/>
          <prop k="outline_width_unit" v="MM"/>
          <prop k="style" v="solid"/>
          <data_defined_properties>
            <Option type="Map">
              <Option value="" name="name" type="QString"/>
              <Option name="properties"/>
              <Option value="collection" name="type" type="QString"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol alpha="1" name="1" force_rhr="0" type="fill" clip_to_extent="1">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" name="name" type="QString"/>
            <Option name="properties"/>
            <Option value="collection" name="type" type="QString"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" locked="0" pass="0" enabled="1">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" name="border_width_map_unit_scale" type="QString"/>
            <Option value="205,180,219,255" name="color" type="QString"/>
            <Option value="bevel" name="joinstyle" type="QString"/>
            <Option value="0,0" name="offset" type="QString"/>
            <Option value="3x:0,0,0,0,0,0" name="offset_map_unit_scale" type="QString"/>
            <Option value="MM" name="offset_unit" type="QString"/>
            <Option value="153,153,153,255" name="outline_color" type="QString"/>
            <Option value="solid" name="outline_style" type="QString"/>
            <Option value="0.2" name="outline_width" type="QString"/>
            <Option value="MM" name="outline_width_unit" type="QString"/>
            <Option value="solid" name="style" type="QString"/>
          </Option>
          <prop k="border_width_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="color" v="205,180,219,255"/>
          <prop k="joinstyle" v="bevel"/>
          <prop k="offset" v="0,0"/>
          <prop k="offset_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="offset_unit" v="MM"/>
          <prop k="outline_color" v="153,153,153,255"/>
          <prop k="outline_style" v="solid"/>
          <prop k="outline_width" v="0.2"/>
          <prop k="outline_width_unit" v="MM"/>
          <prop k="style" v="solid"/>
          <data_defined_properties>
            <Option type="Map">
              <Option value="" name="name" type="QString"/>
              <Option name="properties"/>
              <Option value="collection" name="type" type="QString"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol alpha="1" name="2" force_rhr="0" type="fill" clip_to_extent="1">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" name="name" type="QString"/>
            <Option name="properties"/>
            <Option value="collection" name="type" type="QString"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" locked="0" pass="0" enabled="1">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" name="border_width_map_unit_scale" type="QString"/>
            <Option value="255,175,204,255" name="color" type="QString"/>
            <Option value="bevel" name="joinstyle" type="QString"/>
            <Option value="0,0" name="offset" type="QString"/>
            <Option value="3x:0,0,0,0,0,0" name="offset_map_unit_scale" type="QString"/>
            <Option value="MM" name="offset_unit" type="QString"/>
            <Option value="153,153,153,255" name="outline_color" type="QString"/>
            <Option value="solid" name="outline_style" type="QString"/>
            <Option value="0.2" name="outline_width" type="QString"/>
            <Option value="MM" name="outline_width_unit" type="QString"/>
            <Option value="solid" name="style" type="QString"/>
          </Option>
          <prop k="border_width_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="color" v="255,175,204,255"/>
          <prop k="joinstyle" v="bevel"/>
          <prop k="offset" v="0,0"/>
          <prop k="offset_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="offset_unit" v="MM"/>
          <prop k="outline_color" v="153,153,153,255"/>
          <prop k="outline_style" v="solid"/>
          <prop k="outline_width" v="0.2"/>
          <prop k="outline_width_unit" v="MM"/>
          <prop k="style" v="solid"/>
          <data_defined_properties>
            <Option type="Map">
              <Option value="" name="name" type="QString"/>
              <Option name="properties"/>
              <Option value="collection" name="type" type="QString"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol alpha="1" name="3" force_rhr="0" type="fill" clip_to_extent="1">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" name="name" type="QString"/>
            <Option name="properties"/>
            <Option value="collection" name="type" type="QString"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" locked="0" pass="0" enabled="1">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" name="border_width_map_unit_scale" type="QString"/>
            <Option value="238,238,238,255" name="color" type="QString"/>
            <Option value="bevel" name="joinstyle" type="QString"/>
            <Option value="0,0" name="offset" type="QString"/>
            <Option value="3x:0,0,0,0,0,0" name="offset_map_unit_scale" type="QString"/>
            <Option value="MM" name="offset_unit" type="QString"/>
            <Option value="187,187,187,255" name="outline_color" type="QString"/>
            <Option value="solid" name="outline_style" type="QString"/>
            <Option value="0.1" name="outline_width" type="QString"/>
            <Option value="MM" name="outline_width_unit" type="QString"/>
            <Option value="solid" name="style" type="QString"/>
          </Option>
          <prop k="border_width_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="color" v="238,238,238,255"/>
          <prop k="joinstyle" v="bevel"/>
          <prop k="offset" v="0,0"/>
          <prop k="offset_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="offset_unit" v="MM"/>
          <prop k="outline_color" v="187,187,187,255"/>
          <prop k="outline_style" v="solid"/>
          <prop k="outline_width" v="0.1"/>
          <prop k="outline_width_unit" v="MM"/>
          <prop k="style" v="solid"/>
          <data_defined_properties>
            <Option type="Map">
              <Option value="" name="name" type="QString"/>
              <Option name="properties"/>
              <Option value="collection" name="type" type="QString"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
    </symbols>
    <rotation/>
    <sizescale/>
  </renderer-v2>
  <customproperties>
    <Option/>
  </customproperties>
  <blendMode>0</blendMode>
  <featureBlendMode>0</featureBlendMode>
  <layerOpacity>1</layerOpacity>
  <geometryOptions geometryPrecision="0" removeDuplicateNodes="0">
    <activeChecks type="StringList">
      <Option value="" type="QString"/>
    </activeChecks>
    <checkConfiguration/>
  </geometryOptions>
  <legend showLabelLegend="0" type="default-vector"/>
  <referencedLayers/>
  <fieldConfiguration>
    <field name="parcel_id" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="status" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="tier" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="tier_reason" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="lineal_ft" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="category" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="eligible" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="reason" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="max_slips" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="max_docks" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="max_moorings" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="setback_ft" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="outlet_setback_ft" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="dock_zone_ft" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="mooring_zone_ft" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="dock_area_sqft" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="boathouse_allowed" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="boat_station_allowed" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="hoist_structures_allowed" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="bas_allowed" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="rule_ids" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="citations" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="to_confirm" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
  </fieldConfiguration>
  <aliases>
    <alias field="parcel_id" name="" index="0"/>
    <alias field="status" name="" index="1"/>
    <alias field="tier" name="" index="2"/>
    <alias field="tier_reason" name="" index="3"/>
    <alias field="lineal_ft" name="" index="4"/>
    <alias field="category" name="" index="5"/>
    <alias field="eligible" name="" index="6"/>
    <alias field="reason" name="" index="7"/>
    <alias field="max_slips" name="" index="8"/>
    <alias field="max_docks" name="" index="9"/>
    <alias field="max_moorings" name="" index="10"/>
    <alias field="setback_ft" name="" index="11"/>
    <alias field="outlet_setback_ft" name="" index="12"/>
    <alias field="dock_zone_ft" name="" index="13"/>
    <alias field="mooring_zone_ft" name="" index="14"/>
    <alias field="dock_area_sqft" name="" index="15"/>
    <alias field="boathouse_allowed" name="" index="16"/>
    <alias field="boat_station_allowed" name="" index="17"/>
    <alias field="hoist_structures_allowed" name="" index="18"/>
    <alias field="bas_allowed" name="" index="19"/>
    <alias field="rule_ids" name="" index="20"/>
    <alias field="citations" name="" index="21"/>
    <alias field="to_confirm" name="" index="22"/>
  </aliases>
  <defaults>
    <default applyOnUpdate="0" field="parcel_id" expression=""/>
    <default applyOnUpdate="0" field="status" expression=""/>
    <default applyOnUpdate="0" field="tier" expression=""/>
    <default applyOnUpdate="0" field="tier_reason" expression=""/>
    <default applyOnUpdate="0" field="lineal_ft" expression=""/>
    <default applyOnUpdate="0" field="category" expression=""/>
    <default applyOnUpdate="0" field="eligible" expression=""/>
    <default applyOnUpdate="0" field="reason" expression=""/>
    <default applyOnUpdate="0" field="max_slips" expression=""/>
    <default applyOnUpdate="0" field="max_docks" expression=""/>
    <default applyOnUpdate="0" field="max_moorings" expression=""/>
    <default applyOnUpdate="0" field="setback_ft" expression=""/>
    <default applyOnUpdate="0" field="outlet_setback_ft" expression=""/>
    <default applyOnUpdate="0" field="dock_zone_ft" expression=""/>
    <default applyOnUpdate="0" field="mooring_zone_ft" expression=""/>
    <default applyOnUpdate="0" field="dock_area_sqft" expression=""/>
    <default applyOnUpdate="0" field="boathouse_allowed" expression=""/>
    <default applyOnUpdate="0" field="boat_station_allowed" expression=""/>
    <default applyOnUpdate="0" field="hoist_structures_allowed" expression=""/>
    <default applyOnUpdate="0" field="bas_allowed" expression=""/>
    <default applyOnUpdate="0" field="rule_ids" expression=""/>
    <default applyOnUpdate="0" field="citations" expression=""/>
    <default applyOnUpdate="0" field="to_confirm" expression=""/>
  </defaults>
  <constraints>
    <constraint field="parcel_id" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="status" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="tier" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="tier_reason" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="lineal_ft" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="category" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="eligible" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="reason" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="max_slips" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="max_docks" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="max_moorings" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="setback_ft" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="outlet_setback_ft" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="dock_zone_ft" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="mooring_zone_ft" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="dock_area_sqft" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="boathouse_allowed" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="boat_station_allowed" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="hoist_structures_allowed" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="bas_allowed" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="rule_ids" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="citations" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
    <constraint field="to_confirm" notnull_strength="0" constraints="0" unique_strength="0" exp_strength="0"/>
  </constraints>
  <constraintExpressions>
    <constraint field="parcel_id" exp="" desc=""/>
    <constraint field="status" exp="" desc=""/>
    <constraint field="tier" exp="" desc=""/>
    <constraint field="tier_reason" exp="" desc=""/>
    <constraint field="lineal_ft" exp="" desc=""/>
    <constraint field="category" exp="" desc=""/>
    <constraint field="eligible" exp="" desc=""/>
    <constraint field="reason" exp="" desc=""/>
    <constraint field="max_slips" exp="" desc=""/>
    <constraint field="max_docks" exp="" desc=""/>
    <constraint field="max_moorings" exp="" desc=""/>
    <constraint field="setback_ft" exp="" desc=""/>
    <constraint field="outlet_setback_ft" exp="" desc=""/>
    <constraint field="dock_zone_ft" exp="" desc=""/>
    <constraint field="mooring_zone_ft" exp="" desc=""/>
    <constraint field="dock_area_sqft" exp="" desc=""/>
    <constraint field="boathouse_allowed" exp="" desc=""/>
    <constraint field="boat_station_allowed" exp="" desc=""/>
    <constraint field="hoist_structures_allowed" exp="" desc=""/>
    <constraint field="bas_allowed" exp="" desc=""/>
    <constraint field="rule_ids" exp="" desc=""/>
    <constraint field="citations" exp="" desc=""/>
    <constraint field="to_confirm" exp="" desc=""/>
  </constraintExpressions>
  <expressionfields/>
  <attributeactions/>
  <attributetableconfig sortExpression="" sortOrder="0" actionWidgetStyle="dropDown">
    <columns/>
  </attributetableconfig>
  <conditionalstyles>
    <rowstyles/>
    <fieldstyles/>
  </conditionalstyles>
  <storedexpressions/>
  <editform tolerant="1"></editform>
  <editforminit/>
  <editforminitcodesource>0</editforminitcodesource>
  <editforminitfilepath></editforminitfilepath>
  <editforminitcode><![CDATA[]]></editforminitcode>
  <featformsuppress>0</featformsuppress>
  <editorlayout>generatedlayout</editorlayout>
  <editable/>
  <labelOnTop/>
  <reuseLastValue/>
  <dataDefinedFieldProperties/>
  <widgets/>
  <previewExpression></previewExpression>
  <mapTip></mapTip>
  <layerGeometryType>2</layerGeometryType>
</qgis>
