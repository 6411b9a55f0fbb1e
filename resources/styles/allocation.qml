<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis readOnly="0" version="3.22.16-Białowieża" labelsEnabled="0" simplifyLocal="1" simplifyDrawingTol="1" styleCategories="AllStyleCategories" simplifyAlgorithm="0" simplifyMaxScale="1" maxScale="0" simplifyDrawingHints="1" hasScaleBasedVisibilityFlag="0" symbologyReferenceScale="-1" minScale="100000000">
  <flags>
    <Identifiable>1</Identifiable>
    <Removable>1</Removable>
    <Searchable>1</Searchable>
    <Private>0</Private>
  </flags>
  <temporal fixedDuration="0" startField="" accumulate="0" limitMode="0" endField="" durationUnit="min" mode="0" enabled="0" endExpression="" durationField="" startExpression="">
    <fixedRange>
      <start></start>
      <end></end>
    </fixedRange>
  </temporal>
  <renderer-v2 attr="tier" type="categorizedSymbol" symbollevels="0" enableorderby="0" forceraster="0" referencescale="-1">
    <categories>
      <category value="1" render="true" label="Tier 1" symbol="0"/>
      <category value="2" render="true" label="Tier 2" symbol="1"/>
      <category value="3" render="true" label="Tier 3" symbol="2"/>
      <category value="" render="true" label="Not adjoining" symbol="3"/>
    </categories>
    <symbols>
      <symbol alpha="1" type="fill" force_rhr="0" clip_to_extent="1" name="0">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" type="QString" name="name"/>
            <Option name="properties"/>
            <Option value="collection" type="QString" name="type"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" pass="0" enabled="1" locked="0">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" type="QString" name="border_width_map_unit_scale"/>
            <Option value="254,250,224,255" type="QString" name="color"/>
            <Option value="bevel" type="QString" name="joinstyle"/>
            <Option value="0,0" type="QString" name="offset"/>
            <Option value="3x:0,0,0,0,0,0" type="QString" name="offset_map_unit_scale"/>
            <Option value="MM" type="QString" name="offset_unit"/>
            <Option value="153,153,153,255" type="QString" name="outline_color"/>
            <Option value="solid" type="QString" name="outline_style"/>
            <Option value="0.2" type="QString" name="outline_width"/>
            <Option value="MM" type="QString" name="outline_width_unit"/>
            <Option value="solid" type="QString" name="style"/>
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
              <Option value="" type="QString" name="name"/>
              <Option name="properties"/>
              <Option value="collection" type="QString" name="type"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol alpha="1" type="fill" force_rhr="0" clip_to_extent="1" name="1">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" type="QString" name="name"/>
            <Option name="properties"/>
            <Option value="collection" type="QString" name="type"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" pass="0" enabled="1" locked="0">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" type="QString" name="border_width_map_unit_scale"/>
            <Option value="205,180,219,255" type="QString" name="color"/>
            <Option value="bevel" type="QString" name="joinstyle"/>
            <Option value="0,0" type="QString" name="offset"/>
            <Option value="3x:0,0,0,0,0,0" type="QString" name="offset_map_unit_scale"/>
            <Option value="MM" type="QString" name="offset_unit"/>
            <Option value="153,153,153,255" type="QString" name="outline_color"/>
            <Option value="solid" type="QString" name="outline_style"/>
            <Option value="0.2" type="QString" name="outline_width"/>
            <Option value="MM" type="QString" name="outline_width_unit"/>
            <Option value="solid" type="QString" name="style"/>
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
              <Option value="" type="QString" name="name"/>
              <Option name="properties"/>
              <Option value="collection" type="QString" name="type"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol alpha="1" type="fill" force_rhr="0" clip_to_extent="1" name="2">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" type="QString" name="name"/>
            <Option name="properties"/>
            <Option value="collection" type="QString" name="type"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" pass="0" enabled="1" locked="0">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" type="QString" name="border_width_map_unit_scale"/>
            <Option value="255,175,204,255" type="QString" name="color"/>
            <Option value="bevel" type="QString" name="joinstyle"/>
            <Option value="0,0" type="QString" name="offset"/>
            <Option value="3x:0,0,0,0,0,0" type="QString" name="offset_map_unit_scale"/>
            <Option value="MM" type="QString" name="offset_unit"/>
            <Option value="153,153,153,255" type="QString" name="outline_color"/>
            <Option value="solid" type="QString" name="outline_style"/>
            <Option value="0.2" type="QString" name="outline_width"/>
            <Option value="MM" type="QString" name="outline_width_unit"/>
            <Option value="solid" type="QString" name="style"/>
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
              <Option value="" type="QString" name="name"/>
              <Option name="properties"/>
              <Option value="collection" type="QString" name="type"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol alpha="1" type="fill" force_rhr="0" clip_to_extent="1" name="3">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" type="QString" name="name"/>
            <Option name="properties"/>
            <Option value="collection" type="QString" name="type"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" pass="0" enabled="1" locked="0">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" type="QString" name="border_width_map_unit_scale"/>
            <Option value="238,238,238,255" type="QString" name="color"/>
            <Option value="bevel" type="QString" name="joinstyle"/>
            <Option value="0,0" type="QString" name="offset"/>
            <Option value="3x:0,0,0,0,0,0" type="QString" name="offset_map_unit_scale"/>
            <Option value="MM" type="QString" name="offset_unit"/>
            <Option value="187,187,187,255" type="QString" name="outline_color"/>
            <Option value="solid" type="QString" name="outline_style"/>
            <Option value="0.1" type="QString" name="outline_width"/>
            <Option value="MM" type="QString" name="outline_width_unit"/>
            <Option value="solid" type="QString" name="style"/>
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
              <Option value="" type="QString" name="name"/>
              <Option name="properties"/>
              <Option value="collection" type="QString" name="type"/>
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
    <field configurationFlags="None" name="parcel_id">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="status">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="tier">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="tier_reason">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="lineal_ft">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="category">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="eligible">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="reason">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="max_slips">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="max_dock_slips">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="max_docks">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="max_moorings">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="setback_ft">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="outlet_setback_ft">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="dock_zone_ft">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="mooring_zone_ft">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="dock_area_sqft">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="boathouse_allowed">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="boat_station_allowed">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="hoist_structures_allowed">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="bas_allowed">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="rule_ids">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="citations">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="to_confirm">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="steep_slope">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="steep_ft">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="longest_non_steep_ft">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field configurationFlags="None" name="municipality">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
  </fieldConfiguration>
  <aliases>
    <alias index="0" field="parcel_id" name=""/>
    <alias index="1" field="status" name=""/>
    <alias index="2" field="tier" name=""/>
    <alias index="3" field="tier_reason" name=""/>
    <alias index="4" field="lineal_ft" name=""/>
    <alias index="5" field="category" name=""/>
    <alias index="6" field="eligible" name=""/>
    <alias index="7" field="reason" name=""/>
    <alias index="8" field="max_slips" name=""/>
    <alias index="9" field="max_dock_slips" name=""/>
    <alias index="10" field="max_docks" name=""/>
    <alias index="11" field="max_moorings" name=""/>
    <alias index="12" field="setback_ft" name=""/>
    <alias index="13" field="outlet_setback_ft" name=""/>
    <alias index="14" field="dock_zone_ft" name=""/>
    <alias index="15" field="mooring_zone_ft" name=""/>
    <alias index="16" field="dock_area_sqft" name=""/>
    <alias index="17" field="boathouse_allowed" name=""/>
    <alias index="18" field="boat_station_allowed" name=""/>
    <alias index="19" field="hoist_structures_allowed" name=""/>
    <alias index="20" field="bas_allowed" name=""/>
    <alias index="21" field="rule_ids" name=""/>
    <alias index="22" field="citations" name=""/>
    <alias index="23" field="to_confirm" name=""/>
    <alias index="24" field="steep_slope" name=""/>
    <alias index="25" field="steep_ft" name=""/>
    <alias index="26" field="longest_non_steep_ft" name=""/>
    <alias index="27" field="municipality" name=""/>
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
    <default applyOnUpdate="0" field="municipality" expression=""/>
  </defaults>
  <constraints>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="parcel_id" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="status" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="tier" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="tier_reason" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="lineal_ft" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="category" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="eligible" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="reason" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="max_slips" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="max_dock_slips" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="max_docks" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="max_moorings" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="setback_ft" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="outlet_setback_ft" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="dock_zone_ft" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="mooring_zone_ft" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="dock_area_sqft" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="boathouse_allowed" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="boat_station_allowed" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="hoist_structures_allowed" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="bas_allowed" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="rule_ids" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="citations" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="to_confirm" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="steep_slope" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="steep_ft" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="longest_non_steep_ft" constraints="0"/>
    <constraint exp_strength="0" notnull_strength="0" unique_strength="0" field="municipality" constraints="0"/>
  </constraints>
  <constraintExpressions>
    <constraint desc="" exp="" field="parcel_id"/>
    <constraint desc="" exp="" field="status"/>
    <constraint desc="" exp="" field="tier"/>
    <constraint desc="" exp="" field="tier_reason"/>
    <constraint desc="" exp="" field="lineal_ft"/>
    <constraint desc="" exp="" field="category"/>
    <constraint desc="" exp="" field="eligible"/>
    <constraint desc="" exp="" field="reason"/>
    <constraint desc="" exp="" field="max_slips"/>
    <constraint desc="" exp="" field="max_dock_slips"/>
    <constraint desc="" exp="" field="max_docks"/>
    <constraint desc="" exp="" field="max_moorings"/>
    <constraint desc="" exp="" field="setback_ft"/>
    <constraint desc="" exp="" field="outlet_setback_ft"/>
    <constraint desc="" exp="" field="dock_zone_ft"/>
    <constraint desc="" exp="" field="mooring_zone_ft"/>
    <constraint desc="" exp="" field="dock_area_sqft"/>
    <constraint desc="" exp="" field="boathouse_allowed"/>
    <constraint desc="" exp="" field="boat_station_allowed"/>
    <constraint desc="" exp="" field="hoist_structures_allowed"/>
    <constraint desc="" exp="" field="bas_allowed"/>
    <constraint desc="" exp="" field="rule_ids"/>
    <constraint desc="" exp="" field="citations"/>
    <constraint desc="" exp="" field="to_confirm"/>
    <constraint desc="" exp="" field="steep_slope"/>
    <constraint desc="" exp="" field="steep_ft"/>
    <constraint desc="" exp="" field="longest_non_steep_ft"/>
    <constraint desc="" exp="" field="municipality"/>
  </constraintExpressions>
  <expressionfields/>
  <attributeactions/>
  <attributetableconfig actionWidgetStyle="dropDown" sortOrder="0" sortExpression="">
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
