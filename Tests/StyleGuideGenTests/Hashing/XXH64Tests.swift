import Testing
@testable import StyleGuideGen

@Suite struct XXH64Tests {
    static func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) } }

    static func hash(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
        var hasher = XXH64(seed: seed)
        bytes.withUnsafeBytes { hasher.update($0) }
        return hasher.finalize()
    }

    /// Values from the reference implementation (Python's `xxhash` package),
    /// for lengths on every branch: tails of 1, 4 and 8 bytes, whole stripes.
    @Test(arguments: [
        (0, 0xEF46_DB37_51D8_E999 as UInt64, 0xC434_9FC9_3C01_0000 as UInt64),
        (1, 0xA96C_7F0C_E858_BBB7, 0x5858_8242_2A61_65E7),
        (3, 0x56E6_9576_32A4_87F9, 0x5ACB_303E_7813_3C22),
        (4, 0xC60D_15B1_E3FF_8F04, 0x7D51_D5E2_4617_32B3),
        (7, 0xAFBE_FC3D_6C6F_9A8E, 0x2CE9_ADEC_2B2C_8104),
        (8, 0x3DA5_C7AA_2696_83E0, 0x7588_48F0_33FA_76A2),
        (9, 0x4B17_A9BA_9E21_5C09, 0xD457_6CF5_54B7_D929),
        (31, 0x4A74_F3A1_A39A_D4A1, 0x8137_041F_5AF8_8413),
        (32, 0x8D57_D6A4_671C_C43D, 0x184E_BCF3_745C_D46C),
        (33, 0x62C9_FD21_ED85_7664, 0x52FA_C3C9_81F3_CC2E),
        (63, 0x5C32_0A0D_2707_057F, 0x64EF_99A2_E94C_C7BD),
        (64, 0x7BBA_BBC4_5729_D17E, 0xF7F2_2435_FE1A_B128),
        (65, 0xF398_0C34_BAE6_5DC1, 0x7A0B_76A8_1261_7C73),
        (100, 0xEFA0_AD2D_3E70_C151, 0xBC7A_B33B_E752_8C18),
        (1000, 0x9959_4F48_2804_3D35, 0xDA71_7F74_1F39_9F3F),
    ])
    func referenceValues(length: Int, seedZero: UInt64, goldenSeed: UInt64) {
        #expect(Self.hash(Self.bytes(length), seed: 0) == seedZero)
        #expect(Self.hash(Self.bytes(length), seed: 0x9E37_79B9_7F4A_7C15) == goldenSeed)
    }

    /// Pieces of any size hash like the whole.
    @Test func streamingMatchesOneShot() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 5, 31, 32, 33, 64, 200, 5000] {
            let bytes = Self.bytes(length)
            var hasher = XXH64(seed: 7)
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...70, using: &generator))
                bytes[start..<end].withUnsafeBytes { hasher.update($0) }
                start = end
            }
            #expect(hasher.finalize() == Self.hash(bytes, seed: 7), "length \(length)")
        }
    }

    /// Values that differ only in where one ends and the next begins, or in
    /// type, fingerprint differently.
    @Test func fingerprintsSeparateValues() {
        func fingerprint(_ values: [MustacheValue]) -> String {
            var fingerprinter = Fingerprinter()
            for value in values { fingerprinter.add(value) }
            return fingerprinter.finalize()
        }
        let distinct = [
            fingerprint(["ab", "c"]), fingerprint(["a", "bc"]), fingerprint(["abc"]),
            fingerprint([.int(1)]), fingerprint([.string("1")]), fingerprint([.bool(true)]), fingerprint([.double(1)]),
            fingerprint([.list(["a"])]), fingerprint([["a": "b"]]), fingerprint([["b": "a"]]), fingerprint([.null]),
            fingerprint([.string(String(repeating: "x", count: 10_000))]), fingerprint([.string(String(repeating: "x", count: 10_001))]),
        ]
        #expect(Set(distinct).count == distinct.count)
        #expect(fingerprint([["a": "1", "b": "2"]]) == fingerprint([["b": "2", "a": "1"]]), "key order does not matter")
        #expect(distinct.allSatisfy { $0.count == 32 })
    }
}
