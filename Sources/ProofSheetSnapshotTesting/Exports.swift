// A test that imports the strategies has the model they snapshot (Suite, Screen, SpecLoader,
// devices and categories) too, as ProofSheetTesting gives it.
@_exported import ProofSheet
