//! The deterministic random numbers of the workload: SplitMix64 and a three-argument hash.

/// The workload's fixed seed.
pub const SEED: u64 = 0x00C0_FFEE_5EED_2024;

/// The SplitMix64 output function (wrapping 64-bit arithmetic).
#[inline]
#[must_use]
pub const fn mix(z: u64) -> u64 {
    let z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `mix(mix(mix(SEED ^ stream) ^ a) ^ b)`: the workload's hash of a stream number and two
/// integers.
#[inline]
#[must_use]
pub const fn hash3(stream: u64, a: u64, b: u64) -> u64 {
    mix(mix(mix(SEED ^ stream) ^ a) ^ b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_known_values() {
        // SplitMix64 seeded with 0: the first outputs are mix(0), mix(golden), ...
        assert_eq!(mix(0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(mix(0x9E37_79B9_7F4A_7C15), 0x6E78_9E6A_A1B9_65F4);
    }
}
