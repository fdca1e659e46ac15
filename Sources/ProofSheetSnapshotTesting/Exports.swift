// A test that imports the strategies has the model they snapshot (Suite, Screen, SpecLoader,
// devices and categories) and the configuration they read (withProofSheet, the .proofSheet(...)
// trait) too, as ProofSheetTesting gives them.
@_exported import ProofSheetTesting
