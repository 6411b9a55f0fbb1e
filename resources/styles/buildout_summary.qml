<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis readOnly="0" hasScaleBasedVisibilityFlag="0" maxScale="0" simplifyLocal="1" symbologyReferenceScale="-1" styleCategories="AllStyleCategories" simplifyMaxScale="1" minScale="100000000" simplifyDrawingHints="1" labelsEnabled="0" simplifyDrawingTol="1" version="3.22.16-Białowieża" simplifyAlgorithm="0">
  <flags>
    <Identifiable>1</Identifiable>
    <Removable>1</Removable>
    <Searchable>1</Searchable>
    <Private>0</Private>
  </flags>
  <temporal endExpression="" startExpression="" endField="" accumulate="0" mode="0" enabled="0" limitMode="0" fixedDuration="0" durationField="" durationUnit="min" startField="">
    <fixedRange>
      <start></start>
      <end></end>
    </fixedRange>
  </temporal>
  <renderer-v2 enableorderby="0" attr="if(&quot;shortfall&quot; IS NULL OR &quot;shortfall&quot; = '', 'all', 'short')" referencescale="-1" symbollevels="0" type="categorizedSymbol" forceraster="0">
    <categories>
      <category value="all" render="true" label="All placed" symbol="0"/>
      <category value="short" render="true" label="Short of room" symbol="1"/>
    </categories>
    <symbols>
      <symbol alpha="1" name="0" clip_to_extent="1" force_rhr="0" type="fill">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" name="name" type="QString"/>
            <Option name="properties"/>
            <Option value="collection" name="type" type="QString"/>
          </Option>
        </data_defined_properties>
        <layer pass="0" locked="0" enabled="1" class="SimpleFill">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" name="border_width_map_unit_scale" type="QString"/>
            <Option value="216,243,220,255" name="color" type="QString"/>
            <Option value="bevel" name="joinstyle" type="QString"/>
            <Option value="0,0" name="offset" type="QString"/>
            <Option value="3x:0,0,0,0,0,0" name="offset_map_unit_scale" type="QString"/>
            <Option value="MM" name="offset_unit" type="QString"/>
            <Option value="119,119,119,255" name="outline_color" type="QString"/>
            <Option value="solid" name="outline_style" type="QString"/>
            <Option value="0.2" name="outline_width" type="QString"/>
            <Option value="MM" name="outline_width_unit" type="QString"/>
            <Option value="solid" name="style" type="QString"/>
          </Option>
          <prop k="border_width_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="color" v="216,243,220,255"/>
          <prop k="joinstyle" v="bevel"/>
          <prop k="offset" v="0,0"/>
          <prop k="offset_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="offset_unit" v="MM"/>
          <prop k="outline_color" v="119,119,119,255"/>
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
      <symbol alpha="1" name="1" clip_to_extent="1" force_rhr="0" type="fill">
        <data_defined_properties>
          <Option type="Map">
            <Option value="" name="name" type="QString"/>
            <Option name="properties"/>
            <Option value="collection" name="type" type="QString"/>
          </Option>
        </data_defined_properties>
        <layer pass="0" locked="0" enabled="1" class="SimpleFill">
          <Option type="Map">
            <Option value="3x:0,0,0,0,0,0" name="border_width_map_unit_scale" type="QString"/>
            <Option value="255,214,165,255" name="color" type="QString"/>
            <Option value="bevel" name="joinstyle" type="QString"/>
            <Option value="0,0" name="offset" type="QString"/>
            <Option value="3x:0,0,0,0,0,0" name="offset_map_unit_scale" type="QString"/>
            <Option value="MM" name="offset_unit" type="QString"/>
            <Option value="119,119,119,255" name="outline_color" type="QString"/>
            <Option value="solid" name="outline_style" type="QString"/>
            <Option value="0.2" name="outline_width" type="QString"/>
            <Option value="MM" name="outline_width_unit" type="QString"/>
            <Option value="solid" name="style" type="QString"/>
          </Option>
          <prop k="border_width_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="color" v="255,214,165,255"/>
          <prop k="joinstyle" v="bevel"/>
          <prop k="offset" v="0,0"/>
          <prop k="offset_map_unit_scale" v="3x:0,0,0,0,0,0"/>
          <prop k="offset_unit" v="MM"/>
          <prop k="outline_color" v="119,119,119,255"/>
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
    <field name="tier" configurationFlags="None">
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
    <field name="lineal_ft" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="allowed_slips" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="kept_slips" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="placed_slips" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="allowed_docks" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="placed_docks" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="allowed_moorings" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="placed_moorings" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="shortfall" configurationFlags="None">
      <editWidget type="">
        <config>
          <Option/>
        </config>
      </editWidget>
    </field>
    <field name="note" configurationFlags="None">
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
    <alias name="" index="0" field="parcel_id"/>
    <alias name="" index="1" field="tier"/>
    <alias name="" index="2" field="category"/>
    <alias name="" index="3" field="lineal_ft"/>
    <alias name="" index="4" field="allowed_slips"/>
    <alias name="" index="5" field="kept_slips"/>
    <alias name="" index="6" field="placed_slips"/>
    <alias name="" index="7" field="allowed_docks"/>
    <alias name="" index="8" field="placed_docks"/>
    <alias name="" index="9" field="allowed_moorings"/>
    <alias name="" index="10" field="placed_moorings"/>
    <alias name="" index="11" field="shortfall"/>
    <alias name="" index="12" field="note"/>
    <alias name="" index="13" field="municipality"/>
  </aliases>
  <defaults>
    <default expression="" field="parcel_id" applyOnUpdate="0"/>
    <default expression="" field="tier" applyOnUpdate="0"/>
    <default expression="" field="category" applyOnUpdate="0"/>
    <default expression="" field="lineal_ft" applyOnUpdate="0"/>
    <default expression="" field="allowed_slips" applyOnUpdate="0"/>
    <default expression="" field="kept_slips" applyOnUpdate="0"/>
    <default expression="" field="placed_slips" applyOnUpdate="0"/>
    <default expression="" field="allowed_docks" applyOnUpdate="0"/>
    <default expression="" field="placed_docks" applyOnUpdate="0"/>
    <default expression="" field="allowed_moorings" applyOnUpdate="0"/>
    <default expression="" field="placed_moorings" applyOnUpdate="0"/>
    <default expression="" field="shortfall" applyOnUpdate="0"/>
    <default expression="" field="note" applyOnUpdate="0"/>
    <default expression="" field="municipality" applyOnUpdate="0"/>
  </defaults>
  <constraints>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="parcel_id"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="tier"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="category"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="lineal_ft"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="allowed_slips"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="kept_slips"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="placed_slips"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="allowed_docks"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="placed_docks"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="allowed_moorings"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="placed_moorings"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="shortfall"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="note"/>
    <constraint constraints="0" notnull_strength="0" unique_strength="0" exp_strength="0" field="municipality"/>
  </constraints>
  <constraintExpressions>
    <constraint desc="" exp="" field="parcel_id"/>
    <constraint desc="" exp="" field="tier"/>
    <constraint desc="" exp="" field="category"/>
    <constraint desc="" exp="" field="lineal_ft"/>
    <constraint desc="" exp="" field="allowed_slips"/>
    <constraint desc="" exp="" field="kept_slips"/>
    <constraint desc="" exp="" field="placed_slips"/>
    <constraint desc="" exp="" field="allowed_docks"/>
    <constraint desc="" exp="" field="placed_docks"/>
    <constraint desc="" exp="" field="allowed_moorings"/>
    <constraint desc="" exp="" field="placed_moorings"/>
    <constraint desc="" exp="" field="shortfall"/>
    <constraint desc="" exp="" field="note"/>
    <constraint desc="" exp="" field="municipality"/>
  </constraintExpressions>
  <expressionfields/>
  <attributeactions/>
  <attributetableconfig sortOrder="0" actionWidgetStyle="dropDown" sortExpression="">
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
