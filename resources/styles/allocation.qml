<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis simplifyDrawingTol="1" hasScaleBasedVisibilityFlag="0" simplifyLocal="1" maxScale="0" minScale="100000000" readOnly="0" version="3.22.16-Białowieża" simplifyAlgorithm="0" symbologyReferenceScale="-1" simplifyDrawingHints="1" styleCategories="AllStyleCategories" labelsEnabled="0" simplifyMaxScale="1">
  <flags>
    <Identifiable>1</Identifiable>
    <Removable>1</Removable>
    <Searchable>1</Searchable>
    <Private>0</Private>
  </flags>
  <temporal mode="0" endExpression="" durationField="" startExpression="" accumulate="0" enabled="0" fixedDuration="0" limitMode="0" startField="" endField="" durationUnit="min">
    <fixedRange>
      <start></start>
      <end></end>
    </fixedRange>
  </temporal>
  <renderer-v2 referencescale="-1" forceraster="0" symbollevels="0" type="categorizedSymbol" enableorderby="0" attr="tier">
    <categories>
      <category render="true" label="Tier 1" value="1" symbol="0"/>
      <category render="true" label="Tier 2" value="2" symbol="1"/>
      <category render="true" label="Tier 3" value="3" symbol="2"/>
      <category render="true" label="Not adjoining" value="" symbol="3"/>
    </categories>
    <symbols>
      <symbol force_rhr="0" alpha="1" name="0" clip_to_extent="1" type="fill">
        <data_defined_properties>
          <Option type="Map">
            <Option name="name" type="QString" value=""/>
            <Option name="properties"/>
            <Option name="type" type="QString" value="collection"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" enabled="1" pass="0" locked="0">
          <Option type="Map">
            <Option name="border_width_map_unit_scale" type="QString" value="3x:0,0,0,0,0,0"/>
            <Option name="color" type="QString" value="254,250,224,255"/>
            <Option name="joinstyle" type="QString" value="bevel"/>
            <Option name="offset" type="QString" value="0,0"/>
            <Option name="offset_map_unit_scale" type="QString" value="3x:0,0,0,0,0,0"/>
            <Option name="offset_unit" type="QString" value="MM"/>
            <Option name="outline_color" type="QString" value="153,153,153,255"/>
            <Option name="outline_style" type="QString" value="solid"/>
            <Option name="outline_width" type="QString" value="0.2"/>
            <Option name="outline_width_unit" type="QString" value="MM"/>
            <Option name="style" type="QString" value="solid"/>
          </Option>
          <prop v="3x:0,0,0,0,0,0" k="border_width_map_unit_scale"/>
          <prop v="254,250,224,255" k="color"/>
          <prop v="bevel" k="joinstyle"/>
          <prop v="0,0" k="offset"/>
          <prop v="3x:0,0,0,0,0,0" k="offset_map_unit_scale"/>
          <prop v="MM" k="offset_unit"/>
          <prop v="153,153,153,255" k="outline_color"/>
          <prop v="solid" k="outline_style"/>
          <prop v="0.2" k="outline_width"/>
          <prop v="MM" k="outline_width_unit"/>
          <prop v="solid" k="style"/>
          <data_defined_properties>
            <Option type="Map">
              <Option name="name" type="QString" value=""/>
              <Option name="properties"/>
              <Option name="type" type="QString" value="collection"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol force_rhr="0" alpha="1" name="1" clip_to_extent="1" type="fill">
        <data_defined_properties>
          <Option type="Map">
            <Option name="name" type="QString" value=""/>
            <Option name="properties"/>
            <Option name="type" type="QString" value="collection"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" enabled="1" pass="0" locked="0">
          <Option type="Map">
            <Option name="border_width_map_unit_scale" type="QString" value="3x:0,0,0,0,0,0"/>
            <Option name="color" type="QString" value="205,180,219,255"/>
            <Option name="joinstyle" type="QString" value="bevel"/>
            <Option name="offset" type="QString" value="0,0"/>
            <Option name="offset_map_unit_scale" type="QString" value="3x:0,0,0,0,0,0"/>
            <Option name="offset_unit" type="QString" value="MM"/>
            <Option name="outline_color" type="QString" value="153,153,153,255"/>
            <Option name="outline_style" type="QString" value="solid"/>
            <Option name="outline_width" type="QString" value="0.2"/>
            <Option name="outline_width_unit" type="QString" value="MM"/>
            <Option name="style" type="QString" value="solid"/>
          </Option>
          <prop v="3x:0,0,0,0,0,0" k="border_width_map_unit_scale"/>
          <prop v="205,180,219,255" k="color"/>
          <prop v="bevel" k="joinstyle"/>
          <prop v="0,0" k="offset"/>
          <prop v="3x:0,0,0,0,0,0" k="offset_map_unit_scale"/>
          <prop v="MM" k="offset_unit"/>
          <prop v="153,153,153,255" k="outline_color"/>
          <prop v="solid" k="outline_style"/>
          <prop v="0.2" k="outline_width"/>
          <prop v="MM" k="outline_width_unit"/>
          <prop v="solid" k="style"/>
          <data_defined_properties>
            <Option type="Map">
              <Option name="name" type="QString" value=""/>
              <Option name="properties"/>
              <Option name="type" type="QString" value="collection"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol force_rhr="0" alpha="1" name="2" clip_to_extent="1" type="fill">
        <data_defined_properties>
          <Option type="Map">
            <Option name="name" type="QString" value=""/>
            <Option name="properties"/>
            <Option name="type" type="QString" value="collection"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" enabled="1" pass="0" locked="0">
          <Option type="Map">
            <Option name="border_width_map_unit_scale" type="QString" value="3x:0,0,0,0,0,0"/>
            <Option name="color" type="QString" value="255,175,204,255"/>
            <Option name="joinstyle" type="QString" value="bevel"/>
            <Option name="offset" type="QString" value="0,0"/>
            <Option name="offset_map_unit_scale" type="QString" value="3x:0,0,0,0,0,0"/>
            <Option name="offset_unit" type="QString" value="MM"/>
            <Option name="outline_color" type="QString" value="153,153,153,255"/>
            <Option name="outline_style" type="QString" value="solid"/>
            <Option name="outline_width" type="QString" value="0.2"/>
            <Option name="outline_width_unit" type="QString" value="MM"/>
            <Option name="style" type="QString" value="solid"/>
          </Option>
          <prop v="3x:0,0,0,0,0,0" k="border_width_map_unit_scale"/>
          <prop v="255,175,204,255" k="color"/>
          <prop v="bevel" k="joinstyle"/>
          <prop v="0,0" k="offset"/>
          <prop v="3x:0,0,0,0,0,0" k="offset_map_unit_scale"/>
          <prop v="MM" k="offset_unit"/>
          <prop v="153,153,153,255" k="outline_color"/>
          <prop v="solid" k="outline_style"/>
          <prop v="0.2" k="outline_width"/>
          <prop v="MM" k="outline_width_unit"/>
          <prop v="solid" k="style"/>
          <data_defined_properties>
            <Option type="Map">
              <Option name="name" type="QString" value=""/>
              <Option name="properties"/>
              <Option name="type" type="QString" value="collection"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol force_rhr="0" alpha="1" name="3" clip_to_extent="1" type="fill">
        <data_defined_properties>
          <Option type="Map">
            <Option name="name" type="QString" value=""/>
            <Option name="properties"/>
            <Option name="type" type="QString" value="collection"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" enabled="1" pass="0" locked="0">
          <Option type="Map">
            <Option name="border_width_map_unit_scale" type="QString" value="3x:0,0,0,0,0,0"/>
            <Option name="color" type="QString" value="238,238,238,255"/>
            <Option name="joinstyle" type="QString" value="bevel"/>
            <Option name="offset" type="QString" value="0,0"/>
            <Option name="offset_map_unit_scale" type="QString" value="3x:0,0,0,0,0,0"/>
            <Option name="offset_unit" type="QString" value="MM"/>
            <Option name="outline_color" type="QString" value="187,187,187,255"/>
            <Option name="outline_style" type="QString" value="solid"/>
            <Option name="outline_width" type="QString" value="0.1"/>
            <Option name="outline_width_unit" type="QString" value="MM"/>
            <Option name="style" type="QString" value="solid"/>
          </Option>
          <prop v="3x:0,0,0,0,0,0" k="border_width_map_unit_scale"/>
          <prop v="238,238,238,255" k="color"/>
          <prop v="bevel" k="joinstyle"/>
          <prop v="0,0" k="offset"/>
          <prop v="3x:0,0,0,0,0,0" k="offset_map_unit_scale"/>
          <prop v="MM" k="offset_unit"/>
          <prop v="187,187,187,255" k="outline_color"/>
          <prop v="solid" k="outline_style"/>
          <prop v="0.1" k="outline_width"/>
          <prop v="MM" k="outline_width_unit"/>
          <prop v="solid" k="style"/>
          <data_defined_properties>
            <Option type="Map">
              <Option name="name" type="QString" value=""/>
              <Option name="properties"/>
              <Option name="type" type="QString" value="collection"/>
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
      <Option type="QString" value=""/>
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
    <field name="municipality" configurationFlags="None">
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
    <field name="max_dock_slips" configurationFlags="None">
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
    <field name="steep_slope" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="steep_ft" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="longest_non_steep_ft" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
  </fieldConfiguration>
  <aliases>
    <alias index="0" field="parcel_id" name=""/>
    <alias index="1" field="municipality" name=""/>
    <alias index="2" field="status" name=""/>
    <alias index="3" field="tier" name=""/>
    <alias index="4" field="tier_reason" name=""/>
    <alias index="5" field="lineal_ft" name=""/>
    <alias index="6" field="category" name=""/>
    <alias index="7" field="eligible" name=""/>
    <alias index="8" field="reason" name=""/>
    <alias index="9" field="max_slips" name=""/>
    <alias index="10" field="max_dock_slips" name=""/>
    <alias index="11" field="max_docks" name=""/>
    <alias index="12" field="max_moorings" name=""/>
    <alias index="13" field="setback_ft" name=""/>
    <alias index="14" field="outlet_setback_ft" name=""/>
    <alias index="15" field="dock_zone_ft" name=""/>
    <alias index="16" field="mooring_zone_ft" name=""/>
    <alias index="17" field="dock_area_sqft" name=""/>
    <alias index="18" field="boathouse_allowed" name=""/>
    <alias index="19" field="boat_station_allowed" name=""/>
    <alias index="20" field="hoist_structures_allowed" name=""/>
    <alias index="21" field="bas_allowed" name=""/>
    <alias index="22" field="rule_ids" name=""/>
    <alias index="23" field="citations" name=""/>
    <alias index="24" field="to_confirm" name=""/>
    <alias index="25" field="steep_slope" name=""/>
    <alias index="26" field="steep_ft" name=""/>
    <alias index="27" field="longest_non_steep_ft" name=""/>
  </aliases>
  <defaults>
    <default applyOnUpdate="0" field="parcel_id" expression=""/>
    <default applyOnUpdate="0" field="municipality" expression=""/>
    <default applyOnUpdate="0" field="status" expression=""/>
    <default applyOnUpdate="0" field="tier" expression=""/>
    <default applyOnUpdate="0" field="tier_reason" expression=""/>
    <default applyOnUpdate="0" field="lineal_ft" expression=""/>
    <default applyOnUpdate="0" field="category" expression=""/>
    <default applyOnUpdate="0" field="eligible" expression=""/>
    <default applyOnUpdate="0" field="reason" expression=""/>
    <default applyOnUpdate="0" field="max_slips" expression=""/>
    <default applyOnUpdate="0" field="max_dock_slips" expression=""/>
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
    <default applyOnUpdate="0" field="steep_slope" expression=""/>
    <default applyOnUpdate="0" field="steep_ft" expression=""/>
    <default applyOnUpdate="0" field="longest_non_steep_ft" expression=""/>
  </defaults>
  <constraints>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="parcel_id" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="municipality" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="status" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="tier" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="tier_reason" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="lineal_ft" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="category" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="eligible" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="reason" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="max_slips" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="max_dock_slips" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="max_docks" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="max_moorings" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="setback_ft" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="outlet_setback_ft" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="dock_zone_ft" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="mooring_zone_ft" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="dock_area_sqft" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="boathouse_allowed" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="boat_station_allowed" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="hoist_structures_allowed" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="bas_allowed" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="rule_ids" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="citations" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="to_confirm" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="steep_slope" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="steep_ft" constraints="0"/>
    <constraint notnull_strength="0" exp_strength="0" unique_strength="0" field="longest_non_steep_ft" constraints="0"/>
  </constraints>
  <constraintExpressions>
    <constraint field="parcel_id" exp="" desc=""/>
    <constraint field="municipality" exp="" desc=""/>
    <constraint field="status" exp="" desc=""/>
    <constraint field="tier" exp="" desc=""/>
    <constraint field="tier_reason" exp="" desc=""/>
    <constraint field="lineal_ft" exp="" desc=""/>
    <constraint field="category" exp="" desc=""/>
    <constraint field="eligible" exp="" desc=""/>
    <constraint field="reason" exp="" desc=""/>
    <constraint field="max_slips" exp="" desc=""/>
    <constraint field="max_dock_slips" exp="" desc=""/>
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
    <constraint field="steep_slope" exp="" desc=""/>
    <constraint field="steep_ft" exp="" desc=""/>
    <constraint field="longest_non_steep_ft" exp="" desc=""/>
  </constraintExpressions>
  <expressionfields/>
  <attributeactions/>
  <attributetableconfig sortOrder="0" sortExpression="" actionWidgetStyle="dropDown">
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
