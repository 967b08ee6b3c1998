//! Troops and the rest: infantry, movement at the double, cavalry charges, snow and ice,
//! towing, embarking and disembarking, carrying capacity, unhitching, amphibious and wading
//! vehicles, ramming and overrunning soft targets.
