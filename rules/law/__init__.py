"""The law as data: every rule of the Uniform Docking and Mooring Law (its id, value, unit, section, status), the
municipalities' profiles, the words the outputs hold, each parcel's allocation and the permit calendar. Imports
nothing but the tools."""
