import Foundation

/// A response of the preview server: never cached, its type always stated.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data

    public init(status: Int, contentType: String, body: Data, headers: [(name: String, value: String)] = []) {
        self.status = status
        self.body = body
        self.headers = [("Content-Type", contentType), ("Content-Length", String(body.count)), ("Cache-Control", "no-store"),
                        ("X-Content-Type-Options", "nosniff"), ("Connection", "close")] + headers
    }

    /// A plain-text error page.
    public static func error(_ status: Int, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data("\(status) \(reason(status))\n".utf8), headers: headers)
    }

    /// The status line and headers; the body follows unless the request was HEAD.
    public func head() -> Data {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for header in headers { text += "\(header.name): \(header.value)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 431: "Request Header Fields Too Large"
        default: "Error"
        }
    }
}

/// Content types by file extension, for what a built site holds.
public enum ContentTypes {
    public static func forPath(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
