"""The build-out: for each adjoining parcel, a layout of docks and moorings the law allows, placed between its
facility area lines and checked by the compliance check."""
