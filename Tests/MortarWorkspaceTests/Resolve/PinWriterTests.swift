import Foundation
import MortarCore
import MortarFormats
import MortarWorkspace
import Testing

/// Resolve's manifest edit, driven without the CLI: only version strings change, and an
/// unchanged manifest is not written.
@Suite struct PinWriterTests {
    @Test func writesOnlyTheChangedVersionAndNothingWhenCurrent() throws {
        let folder = NSTemporaryDirectory() + "mortar-pinwriter-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/mortar.json"
        let text = "{\n  // the app\n  \"name\": \"Demo\",\n  \"pins\": { \"Core\": \"1.0.0\" } // kept\n}\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let integrator = try MortarJSONReader.read(text, file: "mortar.json")
        let writer = PinWriter()

        #expect(try writer.write([PinChange(name: "Core", version: "1.2.0")], integrator: integrator, path: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\n  // the app\n  \"name\": \"Demo\",\n  \"pins\": { \"Core\": \"1.2.0\" } // kept\n}\n")
        #expect(try !writer.write([PinChange(name: "Core", version: "1.2.0")], integrator: integrator, path: path))
    }
}
