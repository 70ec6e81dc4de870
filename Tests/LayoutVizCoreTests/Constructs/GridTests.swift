import Foundation
import Testing
@testable import LayoutVizCore
import LayoutViz

/// Grid and GridRow (docs/layout/grids.md).
@Suite struct GridTests {
    @Test func columnsAreTheirWidestCellAndRowsTheirTallest() {
        let t = layout(Grid {
            GridRow { box(30, 20, "a"); box(50, 20, "b") }
            GridRow { box(40, 30, "c"); box(20, 10, "d") }
        }, nil, nil)
        #expect(size(t) == CGSize(width: 98, height: 58))
        #expect(frame(t, "a") == rect(5, 0, 30, 20) && frame(t, "b") == rect(48, 0, 50, 20))
        #expect(frame(t, "c") == rect(0, 28, 40, 30) && frame(t, "d") == rect(63, 38, 20, 10))
        // Explicit spacing.
        let tight = layout(Grid(horizontalSpacing: 0, verticalSpacing: 2) {
            GridRow { box(30, 20, "a"); box(50, 20, "b") }
            GridRow { box(40, 30, "c") }
        }, nil, nil)
        #expect(size(tight) == CGSize(width: 90, height: 52) && frame(tight, "c") == rect(0, 22, 40, 30))
    }

    @Test func flexibleCellsShareWhatIsLeft() {
        let t = layout(Grid { GridRow { box(50, 20, "t"); Color.red.id("c") } }, 300, nil)
        #expect(frame(t, "c") == rect(58, 0, 242, 20))
        let tall = layout(Grid {
            GridRow { Color.red.id("r") }
            GridRow { box(10, 10, "x") }
        }, 100, 200)
        #expect(frame(tall, "r") == rect(0, 0, 100, 182) && frame(tall, "x") == rect(45, 190, 10, 10))
    }

    @Test func spanningCellsAndFullRows() {
        let t = layout(Grid {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            GridRow { box(100, 20, "w").gridCellColumns(2) }
        }, nil, nil)
        #expect(size(t) == CGSize(width: 100, height: 48))
        #expect(frame(t, "a") == rect(3, 0, 40, 20) && frame(t, "b") == rect(57, 0, 40, 20) && frame(t, "w") == rect(0, 28, 100, 20))
        // A view directly in the grid is a row across every column.
        let full = layout(Grid {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            box(20, 10, "full")
        }, nil, nil)
        #expect(frame(full, "full") == rect(34, 28, 20, 10))
    }

    @Test func aDividerWidensTheGridUnlessItsWidthIsUnsized() {
        var env = EnvironmentValues.standard
        env.displayScale = 2
        let wide = LayoutTree(Grid {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            Divider().id("d")
        }, proposal: ProposedViewSize(width: 300, height: nil), environment: env)
        #expect(size(wide).width == 300)
        #expect(frame(wide, "a") == rect(53, 0, 40, 20) && frame(wide, "d") == rect(0, 28, 300, 0.5))
        let narrow = LayoutTree(Grid {
            GridRow { box(40, 20, "a"); box(40, 20, "b") }
            Divider().gridCellUnsizedAxes(.horizontal).id("d")
        }, proposal: ProposedViewSize(width: 300, height: nil), environment: env)
        #expect(size(narrow).width == 88 && frame(narrow, "d") == rect(0, 28, 88, 0.5))
    }

    @Test func alignmentsByGridColumnRowAndCell() {
        let t = layout(Grid(alignment: .bottomTrailing) {
            GridRow { box(10, 10, "a").gridColumnAlignment(.leading); box(10, 10, "b") }
            GridRow(alignment: .top) { box(40, 40, "c"); box(30, 10, "d") }
            GridRow { box(40, 40, "e"); box(10, 10, "f").gridCellAnchor(.center) ; box(40, 40, "g") }
        }, nil, nil)
        // Columns 40, 30, 40; rows 10, 40, 40.
        #expect(frame(t, "a") == rect(0, 0, 10, 10))            // column 0 leading, row bottom
        #expect(frame(t, "b") == rect(68, 0, 10, 10))           // column 1: the grid's trailing
        #expect(frame(t, "d") == rect(48, 18, 30, 10))          // the row's top
        #expect(frame(t, "f") == rect(58, 81, 10, 10))          // its own anchor: centred
        #expect(size(t) == CGSize(width: 126, height: 106))
    }

    @Test func baselinesLineUpAcrossARow() {
        let t = layout(Grid {
            GridRow(alignment: .firstTextBaseline) {
                box(10, 30, "a").alignmentGuide(.firstTextBaseline) { _ in 20 }
                box(10, 10, "b")
            }
        }, nil, nil)
        // b's baseline (its bottom, 10) meets a's (20).
        #expect(frame(t, "a").minY == 0 && frame(t, "b").minY == 10)
    }

    @Test func gridLayoutWorksAsAnyLayout() {
        let t = layout(AnyLayout(GridLayout(horizontalSpacing: 4)) { box(10, 10, "a"); box(10, 10, "b") }, nil, nil)
        // Without rows, each view is a row of its own.
        #expect(frame(t, "b") == rect(0, 18, 10, 10))
    }
}

/// LazyVGrid and LazyHGrid with GridItem (docs/layout/grids.md).
@Suite struct LazyGridTests {
    func cells(_ n: Int) -> some View {
        ForEach(0..<n, id: \.self) { i in Color.blue.id("c\(i)") }
    }

    @Test func objcIosFixedPlusAdaptiveExample() {
        // [.fixed(70), .adaptive(minimum: 40)] in 200 points: 70, then 122 holding two 57s.
        let t = layout(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(6) }, 200, nil)
        #expect(frame(t, "c0").width == 70 && frame(t, "c1") == rect(78, 0, 57, 10) && frame(t, "c2") == rect(143, 0, 57, 10))
        #expect(frame(t, "c3") == rect(0, 18, 70, 10))
        #expect(size(t) == CGSize(width: 200, height: 28))
    }

    @Test func flexibleColumnsTakeTwoPassesAndMayOverflow() {
        // minimum 100 and 180 in 300: 146 and 180 (334), then 163 and 180.
        let t = layout(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) { cells(2) }, 300, nil)
        #expect(frame(t, "c0") == rect(0, 0, 163, 10) && frame(t, "c1") == rect(171, 0, 180, 10))
        #expect(size(t).width == 351)
        // The same pattern at 200 with minima 50 and 120: 96/120, then 108/120.
        let u = layout(LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) { cells(2) }, 200, nil)
        #expect(frame(u, "c0").width == 108 && frame(u, "c1").width == 120)
    }

    @Test func adaptiveWithAMaximum() {
        // .adaptive(minimum: 50, maximum: 100) at 300: five columns of (300 − 32) / 5 = 53.6.
        let t = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) { cells(6) }, 300, nil)
        #expect(abs(frame(t, "c1").minX - 61.6) < 1e-9 && abs(frame(t, "c4").width - 53.6) < 1e-9)
        #expect(frame(t, "c5").minY == 18)
    }

    @Test func rowsAreTheirTallestCellAndCellsAlign() {
        let t = layout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50), alignment: .top)], spacing: 4) {
            box(20, 40, "a"); box(20, 20, "b"); box(20, 20, "c")
        }, 300, nil)
        #expect(frame(t, "a") == rect(15, 0, 20, 40))
        #expect(frame(t, "b") == rect(73, 0, 20, 20))   // its item's top alignment
        #expect(frame(t, "c") == rect(15, 44, 20, 20))
        #expect(size(t) == CGSize(width: 108, height: 64))
        let leading = layout(LazyVGrid(columns: [GridItem(.fixed(50))], alignment: .leading) { box(20, 20, "a") }, 300, nil)
        #expect(frame(leading, "a") == rect(0, 0, 20, 20))
    }

    @Test func aHorizontalGridIsTheSameTurned() {
        let t = layout(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 6) {
            box(20, 10, "a"); box(40, 10, "b"); box(10, 10, "c")
        }, nil, 200)
        #expect(frame(t, "a") == rect(10, 10, 20, 10) && frame(t, "b") == rect(0, 48, 40, 10) && frame(t, "c") == rect(46, 10, 10, 10))
        #expect(size(t) == CGSize(width: 56, height: 68))
    }
}
