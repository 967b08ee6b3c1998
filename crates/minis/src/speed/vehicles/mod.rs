//! Vehicle movement: definitions, base speeds and going, deductions, standing starts,
//! suppression, reversing, flattened cover, miring, built-up areas and buildings.
