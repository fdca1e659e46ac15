import Layout
import Spec
import Testing

struct GeometryTests {
    @Test func rectEdges() {
        let frame = rect(10, 20, 30, 40)
        #expect([frame.minX, frame.maxX, frame.minY, frame.maxY] == [10, 40, 20, 60])
        #expect(frame.origin == Point(x: 10, y: 20) && frame.size == Size(width: 30, height: 40))
        #expect(Rect(origin: Point(x: 10, y: 20), size: Size(width: 30, height: 40)) == frame)
    }

    /// `intersects` means sharing area: touching edges or corners do not count.
    @Test func intersectsIsStrict() {
        let frame = rect(0, 0, 10, 10)
        #expect(frame.intersects(rect(9.5, 9.5, 10, 10)))
        #expect(frame.intersects(rect(2, 2, 2, 2)))
        #expect(frame.intersects(frame))
        #expect(!frame.intersects(rect(10, 0, 10, 10)))
        #expect(!frame.intersects(rect(0, 10, 10, 10)))
        #expect(!frame.intersects(rect(10, 10, 5, 5)))
        #expect(!frame.intersects(rect(-5, -5, 5, 20)))
        #expect(!frame.intersects(rect(5, 5, 0, 3)), "an empty rectangle has no area to share")
        #expect(!frame.intersects(rect(20, 20, 1, 1)))
    }

    @Test func edgeInsets() {
        #expect(EdgeInsets(all: 4) == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(EdgeInsets(left: 3, right: 5).horizontal == 8)
    }
}
