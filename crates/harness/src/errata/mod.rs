//! What an erratum changes (`umpire errata diff`) and how strong a suite is
//! (`umpire errata mutants`) (being built).
