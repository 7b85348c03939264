import Foundation

/// libFuzzer entry: one input through `FuzzEntryPoints.mustache`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = FuzzEntryPoints.mustache(Data(bytes: data, count: size))
    return 0
}
