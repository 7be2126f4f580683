import Testing
@testable import PageRender

/// The one number format of labels and reports: whole numbers bare, others with one decimal,
/// never "-0", and no trap on values beyond Int's range.
@Suite struct NumberTextTests {
    @Test(arguments: [(120.0, "120"), (16.666, "16.7"), (-2.5, "-2.5"), (0.04, "0.0"), (-0.04, "0.0"), (-0.0, "0"),
                      (1e20, "100000000000000000000")])
    func shortText(value: Double, expected: String) {
        #expect(value.shortText == expected)
    }

    @Test func fixedDecimals() {
        #expect(0.0049.text(decimals: 2) == "0.00" && (-0.0049).text(decimals: 2) == "0.00" && (-1.25).text(decimals: 1) == "-1.2")
    }

    /// Comparison sheets print times through it (so do the plot legend, the diff report and
    /// the x-ray labels): no "-0.0 ms".
    @Test func sheetTimesUseIt() {
        #expect(SheetColumns.milliseconds(-0.04) == "0.0 ms" && SheetColumns.milliseconds(40) == "40 ms")
    }
}
