//! The speed-table movement rules (`shared/seeds/003_…txt`): speeds in centimetres by mover
//! class and going, with deductions, tests and times. [`vehicles`] holds the vehicle rules
//! (definitions, speeds, going, deductions, standing starts, suppression, reversing, flattened
//! cover, miring, built-up areas, buildings); [`troops`] the rest (infantry, the double, cavalry,
//! snow and ice, towing, embarking, carrying, unhitching, amphibious vehicles, ramming, overruns).

pub mod route;
pub mod troops;
pub mod vehicles;
