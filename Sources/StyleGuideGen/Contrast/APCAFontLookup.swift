/// The least |Lc| text of a size and weight needs: APCA's font lookup table read backwards.
///
/// The table is `fontMatrixAscend` of `fontLookupAPCA()` in apca-w3 0.1.8/0.1.9 (`src/apca-w3.js`,
/// "Public Beta 0.1.7 (G), May 28 2022"; also `data/LUT-GseriesMay28-2022.js`): for each Lc row,
/// the smallest font size in px at weights 100 to 900. `fontLookupAPCA` interpolates sizes linearly
/// between rows; this interpolates the other way, size to Lc. Below Lc 30 the table allows no text
/// at all (its 777 and 999 marks), so the rows start there.
enum APCAFontLookup {
    /// Lc 30, 35, ..., 125; each row the minimum px size at weights 100...900, nil where that weight
    /// is for non-text only at that Lc.
    static let rows: [(lc: Double, sizes: [Double?])] = [
        (30, [nil, nil, 120, 108, 108, 96, 72, 72, 72]),
        (35, [nil, 120, 108, 96, 72, 60, 48, 48, 48]),
        (40, [120, 108, 96, 60, 48, 42, 32, 32, 32]),
        (45, [108, 96, 72, 42, 32, 28, 24, 24, 24]),
        (50, [96, 72, 60, 32, 28, 24, 21, 21, 21]),
        (55, [80, 60, 48, 28, 24, 21, 18, 18, 18]),
        (60, [72, 48, 42, 24, 21, 18, 16, 16, 18]),
        (65, [68, 46, 32, 21.75, 19, 17, 15, 16, 18]),
        (70, [64, 44, 28, 19.5, 18, 16, 14.5, 16, 18]),
        (75, [60, 42, 24, 18, 16, 15, 14, 16, 18]),
        (80, [56, 38.25, 23, 17.25, 15.81, 14.81, 14, 16, 18]),
        (85, [52, 34.5, 22, 16.5, 15.625, 14.625, 14, 16, 18]),
        (90, [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18]),
        (95, [45, 28, 19.5, 15.5, 15, 14, 13.5, 16, 18]),
        (100, [42, 26.5, 18.5, 15, 14.5, 13.5, 13, 16, 18]),
        (105, [39, 25, 18, 14.5, 14, 13, 12, 16, 18]),
        (110, [36, 24, 18, 14, 13, 12, 11, 16, 18]),
        (115, [34.5, 22.5, 17.25, 12.5, 11.875, 11.25, 10.625, 14.5, 16.5]),
        (120, [33, 21, 16.5, 11, 10.75, 10.5, 10.25, 13, 15]),
        (125, [32, 20, 16, 10, 10, 10, 10, 12, 14]),
    ]

    /// The least |Lc| for text `size` px at `weight` (rounded to the table's 100 to 900); nil when
    /// no contrast makes text that small (or that thin) readable.
    static func minimumLc(size: Double, weight: Double) -> Double? {
        let column = Int((min(max(weight, 100), 900) / 100).rounded()) - 1
        var previous: (lc: Double, size: Double)?
        for row in rows {
            guard let needed = row.sizes[column] else { continue }
            if needed <= size {
                guard let previous else { return row.lc }
                return previous.lc + (row.lc - previous.lc) * (previous.size - size) / (previous.size - needed)
            }
            previous = (row.lc, needed)
        }
        return nil
    }
}
