import CCrypto

/// SHA-256 through libcrypto's EVP API (Debian's libssl-dev), for the
/// content hashes of inputs in `report.json` and the suffixes of colliding
/// CSS names. One-shot with `hex` / `digest`; or streaming: feed bytes with
/// `update`, read the digest with `finalize`, which consumes the hasher.
/// Noncopyable because it owns a C context, freed when it goes away.
public struct SHA256: ~Copyable, @unchecked Sendable {
    /// Bytes in a digest.
    static let length = 32

    /// libcrypto started without reading `openssl.cnf` (the system's or
    /// `$OPENSSL_CONF`): one that sets, say, `default_properties = fips=yes`
    /// without a FIPS provider would leave no SHA-256 to fetch. Run before
    /// the first call into libcrypto.
    private static let started: Void = {
        guard OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_LOAD_CONFIG), nil) == 1 else {
            fatalError("SHA-256: libcrypto did not start (OPENSSL_init_crypto failed)")
        }
    }()

    // Only this value touches the context, and being noncopyable it has one owner.
    private let context: OpaquePointer

    public init() {
        Self.started
        guard let context = EVP_MD_CTX_new() else { fatalError("SHA-256: libcrypto could not allocate a digest context") }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            EVP_MD_CTX_free(context)
            fatalError("SHA-256: libcrypto has no SHA-256 (EVP_DigestInit_ex failed)")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    /// The digest of `bytes` as 64 lowercase hex digits.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        Hex.string(digest(bytes))
    }

    /// The 32-byte digest of `bytes`, in one call (`EVP_Digest`).
    public static func digest<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        started
        return withContiguous(bytes) { message in
            var digest = [UInt8](repeating: 0, count: length)
            let status = digest.withUnsafeMutableBufferPointer { output in
                EVP_Digest(message.baseAddress, message.count, output.baseAddress, nil, EVP_sha256(), nil)
            }
            guard status == 1 else { fatalError("SHA-256: EVP_Digest failed") }
            return digest
        }
    }

    /// Feeds more of the message.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let status = Self.withContiguous(bytes) { EVP_DigestUpdate(context, $0.baseAddress, $0.count) }
        guard status == 1 else { fatalError("SHA-256: EVP_DigestUpdate failed") }
    }

    /// The 32-byte digest of everything fed.
    public consuming func finalize() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var written: UInt32 = 0
        let status = digest.withUnsafeMutableBufferPointer { EVP_DigestFinal_ex(context, $0.baseAddress, &written) }
        guard status == 1, written == Self.length else { fatalError("SHA-256: EVP_DigestFinal_ex failed") }
        return Array(digest.prefix(Self.length))
    }

    private static func withContiguous<Bytes: Sequence, Result>(
        _ bytes: Bytes, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result where Bytes.Element == UInt8 {
        if let result = bytes.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        return Array(bytes).withUnsafeBytes(body)
    }
}
