// Combine's URLSession publisher, which view models that load JSON use
// (`URLSession.shared.dataTaskPublisher(for: url).map(\.data).decode(...)`). In a picture nothing
// is fetched and nothing is published, as with every LayoutViz publisher (docs/data-flow.md).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LayoutVizCore

extension URLSession {
    /// The publisher of one data task's result, as Combine's: in a picture it publishes nothing.
    public struct DataTaskPublisher: Publisher {
        /// The data and the response.
        public typealias Output = (data: Data, response: URLResponse)
        /// The task's error.
        public typealias Failure = URLError
        /// The request the task would make.
        public let request: URLRequest
        /// The session it would run in.
        public let session: URLSession
    }

    /// A publisher of the data at `url`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }

    /// A publisher of the data `request` fetches.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }
}
