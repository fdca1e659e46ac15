/// `floorToPixel` (WF-2): the largest value on the display's pixel grid that is not above `value`,
/// `floor(value · scale) / scale`.
func floorToPixel(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded(.down) / scale
}
