"""The compliance check of a proposal on an analysed lake: what is proposed, each parcel as the checks measure
it, the parts of the check and their findings."""
