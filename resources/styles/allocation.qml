<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis simplifyDrawingTol="1" labelsEnabled="0" simplifyLocal="1" simplifyDrawingHints="1" simplifyAlgorithm="0" simplifyMaxScale="1" symbologyReferenceScale="-1" minScale="100000000" version="3.22.16-Białowieża" styleCategories="AllStyleCategories" hasScaleBasedVisibilityFlag="0" maxScale="0" readOnly="0">
  <flags>
    <Identifiable>1</Identifiable>
    <Removable>1</Removable>
    <Searchable>1</Searchable>
    <Private>0</Private>
  </flags>
  <temporal limitMode="0" startField="" durationField="" enabled="0" endExpression="" startExpression="" durationUnit="min" fixedDuration="0" accumulate="0" mode="0" endField="">
    <fixedRange>
      <start></start>
      <end></end>
    </fixedRange>
  </temporal>
  <renderer-v2 type="categorizedSymbol" referencescale="-1" enableorderby="0" attr="tier" forceraster="0" symbollevels="0">
    <categories>
      <category symbol="0" value="1" render="true" label="Tier 1"/>
      <category symbol="1" value="2" render="true" label="Tier 2"/>
      <category symbol="2" value="3" render="true" label="Tier 3"/>
      <category symbol="3" value="2 or 3" render="true" label="Tier 2 or 3"/>
      <category symbol="4" value="" render="true" label="Not adjoining"/>
    </categories>
    <symbols>
      <symbol type="fill" force_rhr="0" clip_to_extent="1" alpha="1" name="0">
        <data_defined_properties>
          <Option type="Map">
            <Option type="QString" name="name" value=""/>
            <Option name="properties"/>
            <Option type="QString" name="type" value="collection"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" enabled="1" locked="0" pass="0">
          <Option type="Map">
            <Option type="QString" name="border_width_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="color" value="254,250,224,255"/>
            <Option type="QString" name="joinstyle" value="bevel"/>
            <Option type="QString" name="offset" value="0,0"/>
            <Option type="QString" name="offset_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="offset_unit" value="MM"/>
            <Option type="QString" name="outline_color" value="153,153,153,255"/>
            <Option type="QString" name="outline_style" value="solid"/>
            <Option type="QString" name="outline_width" value="0.2"/>
            <Option type="QString" name="outline_width_unit" value="MM"/>
            <Option type="QString" name="style" value="solid"/>
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
              <Option type="QString" name="name" value=""/>
              <Option name="properties"/>
              <Option type="QString" name="type" value="collection"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol type="fill" force_rhr="0" clip_to_extent="1" alpha="1" name="1">
        <data_defined_properties>
          <Option type="Map">
            <Option type="QString" name="name" value=""/>
            <Option name="properties"/>
            <Option type="QString" name="type" value="collection"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" enabled="1" locked="0" pass="0">
          <Option type="Map">
            <Option type="QString" name="border_width_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="color" value="205,180,219,255"/>
            <Option type="QString" name="joinstyle" value="bevel"/>
            <Option type="QString" name="offset" value="0,0"/>
            <Option type="QString" name="offset_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="offset_unit" value="MM"/>
            <Option type="QString" name="outline_color" value="153,153,153,255"/>
            <Option type="QString" name="outline_style" value="solid"/>
            <Option type="QString" name="outline_width" value="0.2"/>
            <Option type="QString" name="outline_width_unit" value="MM"/>
            <Option type="QString" name="style" value="solid"/>
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
              <Option type="QString" name="name" value=""/>
              <Option name="properties"/>
              <Option type="QString" name="type" value="collection"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol type="fill" force_rhr="0" clip_to_extent="1" alpha="1" name="2">
        <data_defined_properties>
          <Option type="Map">
            <Option type="QString" name="name" value=""/>
            <Option name="properties"/>
            <Option type="QString" name="type" value="collection"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" enabled="1" locked="0" pass="0">
          <Option type="Map">
            <Option type="QString" name="border_width_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="color" value="255,175,204,255"/>
            <Option type="QString" name="joinstyle" value="bevel"/>
            <Option type="QString" name="offset" value="0,0"/>
            <Option type="QString" name="offset_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="offset_unit" value="MM"/>
            <Option type="QString" name="outline_color" value="153,153,153,255"/>
            <Option type="QString" name="outline_style" value="solid"/>
            <Option type="QString" name="outline_width" value="0.2"/>
            <Option type="QString" name="outline_width_unit" value="MM"/>
            <Option type="QString" name="style" value="solid"/>
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
              <Option type="QString" name="name" value=""/>
              <Option name="properties"/>
              <Option type="QString" name="type" value="collection"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol type="fill" force_rhr="0" clip_to_extent="1" alpha="1" name="3">
        <data_defined_properties>
          <Option type="Map">
            <Option type="QString" name="name" value=""/>
            <Option name="properties"/>
            <Option type="QString" name="type" value="collection"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" enabled="1" locked="0" pass="0">
          <Option type="Map">
            <Option type="QString" name="border_width_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="color" value="229,179,216,255"/>
            <Option type="QString" name="joinstyle" value="bevel"/>
            <Option type="QString" name="offset" value="0,0"/>
            <Option type="QString" name="offset_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="offset_unit" value="MM"/>
            <Option type="QString" name="outline_color" value="153,153,153,255"/>
            <Option type="QString" name="outline_style" value="solid"/>
            <Option type="QString" name="outline_width" value="0.2"/>
            <Option type="QString" name="outline_width_unit" value="MM"/>
            <Option type="QString" name="style" value="solid"/>
          </Option>
          <prop k="border_width_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="color" v="229,179,216,255"/>
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
              <Option type="QString" name="name" value=""/>
              <Option name="properties"/>
              <Option type="QString" name="type" value="collection"/>
            </Option>
          </data_defined_properties>
        </layer>
      </symbol>
      <symbol type="fill" force_rhr="0" clip_to_extent="1" alpha="1" name="4">
        <data_defined_properties>
          <Option type="Map">
            <Option type="QString" name="name" value=""/>
            <Option name="properties"/>
            <Option type="QString" name="type" value="collection"/>
          </Option>
        </data_defined_properties>
        <layer class="SimpleFill" enabled="1" locked="0" pass="0">
          <Option type="Map">
            <Option type="QString" name="border_width_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="color" value="238,238,238,255"/>
            <Option type="QString" name="joinstyle" value="bevel"/>
            <Option type="QString" name="offset" value="0,0"/>
            <Option type="QString" name="offset_map_unit_scale" value="3x:0,0,0,0,0,0"/>
            <Option type="QString" name="offset_unit" value="MM"/>
            <Option type="QString" name="outline_color" value="187,187,187,255"/>
            <Option type="QString" name="outline_style" value="solid"/>
            <Option type="QString" name="outline_width" value="0.1"/>
            <Option type="QString" name="outline_width_unit" value="MM"/>
            <Option type="QString" name="style" value="solid"/>
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
              <Option type="QString" name="name" value=""/>
              <Option name="properties"/>
              <Option type="QString" name="type" value="collection"/>
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
  <legend type="default-vector" showLabelLegend="0"/>
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
    <field name="tier3_max_slips" configurationFlags="None">
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
    <field name="municipality" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
  </fieldConfiguration>
  <aliases>
    <alias name="" field="parcel_id" index="0"/>
    <alias name="" field="status" index="1"/>
    <alias name="" field="tier" index="2"/>
    <alias name="" field="tier_reason" index="3"/>
    <alias name="" field="lineal_ft" index="4"/>
    <alias name="" field="category" index="5"/>
    <alias name="" field="eligible" index="6"/>
    <alias name="" field="reason" index="7"/>
    <alias name="" field="max_slips" index="8"/>
    <alias name="" field="max_dock_slips" index="9"/>
    <alias name="" field="max_docks" index="10"/>
    <alias name="" field="max_moorings" index="11"/>
    <alias name="" field="tier3_max_slips" index="12"/>
    <alias name="" field="setback_ft" index="13"/>
    <alias name="" field="outlet_setback_ft" index="14"/>
    <alias name="" field="dock_zone_ft" index="15"/>
    <alias name="" field="mooring_zone_ft" index="16"/>
    <alias name="" field="dock_area_sqft" index="17"/>
    <alias name="" field="boathouse_allowed" index="18"/>
    <alias name="" field="boat_station_allowed" index="19"/>
    <alias name="" field="hoist_structures_allowed" index="20"/>
    <alias name="" field="bas_allowed" index="21"/>
    <alias name="" field="rule_ids" index="22"/>
    <alias name="" field="citations" index="23"/>
    <alias name="" field="to_confirm" index="24"/>
    <alias name="" field="steep_slope" index="25"/>
    <alias name="" field="steep_ft" index="26"/>
    <alias name="" field="longest_non_steep_ft" index="27"/>
    <alias name="" field="municipality" index="28"/>
  </aliases>
  <defaults>
    <default expression="" field="parcel_id" applyOnUpdate="0"/>
    <default expression="" field="status" applyOnUpdate="0"/>
    <default expression="" field="tier" applyOnUpdate="0"/>
    <default expression="" field="tier_reason" applyOnUpdate="0"/>
    <default expression="" field="lineal_ft" applyOnUpdate="0"/>
    <default expression="" field="category" applyOnUpdate="0"/>
    <default expression="" field="eligible" applyOnUpdate="0"/>
    <default expression="" field="reason" applyOnUpdate="0"/>
    <default expression="" field="max_slips" applyOnUpdate="0"/>
    <default expression="" field="max_dock_slips" applyOnUpdate="0"/>
    <default expression="" field="max_docks" applyOnUpdate="0"/>
    <default expression="" field="max_moorings" applyOnUpdate="0"/>
    <default expression="" field="tier3_max_slips" applyOnUpdate="0"/>
    <default expression="" field="setback_ft" applyOnUpdate="0"/>
    <default expression="" field="outlet_setback_ft" applyOnUpdate="0"/>
    <default expression="" field="dock_zone_ft" applyOnUpdate="0"/>
    <default expression="" field="mooring_zone_ft" applyOnUpdate="0"/>
    <default expression="" field="dock_area_sqft" applyOnUpdate="0"/>
    <default expression="" field="boathouse_allowed" applyOnUpdate="0"/>
    <default expression="" field="boat_station_allowed" applyOnUpdate="0"/>
    <default expression="" field="hoist_structures_allowed" applyOnUpdate="0"/>
    <default expression="" field="bas_allowed" applyOnUpdate="0"/>
    <default expression="" field="rule_ids" applyOnUpdate="0"/>
    <default expression="" field="citations" applyOnUpdate="0"/>
    <default expression="" field="to_confirm" applyOnUpdate="0"/>
    <default expression="" field="steep_slope" applyOnUpdate="0"/>
    <default expression="" field="steep_ft" applyOnUpdate="0"/>
    <default expression="" field="longest_non_steep_ft" applyOnUpdate="0"/>
    <default expression="" field="municipality" applyOnUpdate="0"/>
  </defaults>
  <constraints>
    <constraint unique_strength="0" exp_strength="0" field="parcel_id" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="status" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="tier" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="tier_reason" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="lineal_ft" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="category" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="eligible" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="reason" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="max_slips" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="max_dock_slips" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="max_docks" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="max_moorings" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="tier3_max_slips" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="setback_ft" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="outlet_setback_ft" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="dock_zone_ft" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="mooring_zone_ft" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="dock_area_sqft" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="boathouse_allowed" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="boat_station_allowed" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="hoist_structures_allowed" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="bas_allowed" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="rule_ids" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="citations" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="to_confirm" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="steep_slope" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="steep_ft" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="longest_non_steep_ft" notnull_strength="0" constraints="0"/>
    <constraint unique_strength="0" exp_strength="0" field="municipality" notnull_strength="0" constraints="0"/>
  </constraints>
  <constraintExpressions>
    <constraint desc="" field="parcel_id" exp=""/>
    <constraint desc="" field="status" exp=""/>
    <constraint desc="" field="tier" exp=""/>
    <constraint desc="" field="tier_reason" exp=""/>
    <constraint desc="" field="lineal_ft" exp=""/>
    <constraint desc="" field="category" exp=""/>
    <constraint desc="" field="eligible" exp=""/>
    <constraint desc="" field="reason" exp=""/>
    <constraint desc="" field="max_slips" exp=""/>
    <constraint desc="" field="max_dock_slips" exp=""/>
    <constraint desc="" field="max_docks" exp=""/>
    <constraint desc="" field="max_moorings" exp=""/>
    <constraint desc="" field="tier3_max_slips" exp=""/>
    <constraint desc="" field="setback_ft" exp=""/>
    <constraint desc="" field="outlet_setback_ft" exp=""/>
    <constraint desc="" field="dock_zone_ft" exp=""/>
    <constraint desc="" field="mooring_zone_ft" exp=""/>
    <constraint desc="" field="dock_area_sqft" exp=""/>
    <constraint desc="" field="boathouse_allowed" exp=""/>
    <constraint desc="" field="boat_station_allowed" exp=""/>
    <constraint desc="" field="hoist_structures_allowed" exp=""/>
    <constraint desc="" field="bas_allowed" exp=""/>
    <constraint desc="" field="rule_ids" exp=""/>
    <constraint desc="" field="citations" exp=""/>
    <constraint desc="" field="to_confirm" exp=""/>
    <constraint desc="" field="steep_slope" exp=""/>
    <constraint desc="" field="steep_ft" exp=""/>
    <constraint desc="" field="longest_non_steep_ft" exp=""/>
    <constraint desc="" field="municipality" exp=""/>
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
