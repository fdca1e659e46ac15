import ImageIO
import Testing

@Test func filledImageHasTheColourInEveryPixel() {
    let image = RGBAImage(width: 3, height: 2, filledWith: (10, 20, 30, 255))
    #expect(image.pixels.count == 24)
    #expect(Array(image.pixels[20..<24]) == [10, 20, 30, 255])
}
