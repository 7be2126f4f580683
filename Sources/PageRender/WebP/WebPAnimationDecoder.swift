internal import CWebP

/// Reads an animated WebP with libwebp's demuxer and WebPAnimDecoder, which composites every
/// frame onto the canvas as a viewer does. Owns the decoder and the demuxer.
package final class WebPAnimationDecoder {
    private let decoder: OpaquePointer
    private let demuxer: OpaquePointer
    private let bytes: UnsafeMutableBufferPointer<UInt8>

    private init(_ input: [UInt8]) throws {
        // libwebp keeps pointing into the data, so it lives in a buffer this object owns.
        bytes = .allocate(capacity: max(1, input.count))
        _ = bytes.initialize(from: input)
        var data = WebPData(bytes: bytes.baseAddress, size: input.count)
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            bytes.deallocate()
            throw RenderError("libwebp's headers and library disagree on their version; reinstall libwebp-dev")
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        guard let decoder = WebPAnimDecoderNew(&data, &options) else {
            bytes.deallocate()
            throw RenderError("libwebp cannot read these \(input.count) bytes as an animated WebP; the file is damaged")
        }
        guard let demuxer = WebPDemux(&data) else {
            WebPAnimDecoderDelete(decoder)
            bytes.deallocate()
            throw RenderError("libwebp cannot demux these \(input.count) bytes; the file is damaged")
        }
        self.decoder = decoder
        self.demuxer = demuxer
    }

    deinit {
        WebPAnimDecoderDelete(decoder)
        WebPDemuxDelete(demuxer)
        bytes.deallocate()
    }

    /// Decodes `bytes` into the canvas as shown during each frame.
    package static func decode(_ bytes: [UInt8]) throws -> DecodedAnimation {
        try WebPAnimationDecoder(bytes).frames()
    }

    /// How many frames the file stores.
    package static func frameCount(_ bytes: [UInt8]) throws -> Int {
        Int(WebPDemuxGetI(try WebPAnimationDecoder(bytes).demuxer, WEBP_FF_FRAME_COUNT))
    }

    private func frames() throws -> DecodedAnimation {
        var info = WebPAnimInfo()
        guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else {
            throw RenderError("libwebp cannot read the animation header; the file is damaged")
        }
        let width = Int(info.canvas_width), height = Int(info.canvas_height)
        var frames: [DecodedAnimation.Frame] = []
        var previousEnd: Int32 = 0
        var iterator = WebPIterator()
        defer { WebPDemuxReleaseIterator(&iterator) }
        var haveFrame = WebPDemuxGetFrame(demuxer, 1, &iterator) != 0
        while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
            var buffer: UnsafeMutablePointer<UInt8>?
            var end: Int32 = 0
            guard WebPAnimDecoderGetNext(decoder, &buffer, &end) != 0, let buffer, haveFrame else {
                throw RenderError("libwebp cannot decode frame \(frames.count) of the animation; the file is damaged")
            }
            let pixels = (0..<(width * height)).map { i in
                UInt32.rgb(Int(buffer[4 * i]), Int(buffer[4 * i + 1]), Int(buffer[4 * i + 2]))
            }
            let region = PixelRect(x: Int(iterator.x_offset), y: Int(iterator.y_offset),
                                   width: Int(iterator.width), height: Int(iterator.height))
            frames.append(.init(image: RGBImage(width: width, height: height, pixels: pixels),
                                duration: Double(end - previousEnd), region: region))
            previousEnd = end
            haveFrame = WebPDemuxNextFrame(&iterator) != 0
        }
        let loop: LoopMode = info.loop_count == 0 ? .forever : (info.loop_count == 1 ? .once : .times(Int(info.loop_count)))
        return DecodedAnimation(width: width, height: height, frames: frames, loop: loop)
    }
}
