//! umpire facade
pub use umpire_hex as hex;
pub use umpire_map as map;
