/// The starter `mortar.json` that `mortar init` writes: the compiled-in copy of
/// `Templates/mortar.json` (a test fails when the two differ), so the binary works from anywhere.
public enum StarterManifest {
    public static let text = #"""
{
  // mortar.json: the integrator manifest. Lists the app's modules (one git repository each)
  // with the branch, tag or commit to take, and pins every third-party version once.
  // Reference: Sources/MortarCLI/Mortar.docc/IntegratorManifest.md in Mortar's repository.
  // Schema: Templates/mortar.schema.json.
  "name": "MyApp",
  "platforms": { "ios": "13.0" },
  "checkouts": "Modules",

  // Bottom first. Modules may depend on their own layer and the layers below it;
  // in an "isolated" layer, modules never depend on each other.
  "layers": [
    { "name": "foundation" },
    { "name": "common" },
    { "name": "routes" },
    { "name": "features", "isolated": true }
  ],

  // Order is the lifecycle order of generated manifests.
  "modules": [
    { "name": "Core", "git": "https://git.example.com/ios/Core.git", "branch": "develop", "layer": "foundation" },
    { "name": "Login", "path": "../Login", "layer": "features" }
  ],

  // Every third-party version, pinned once, here only.
  "pins": {
    "Alamofire": { "version": "5.9.1", "git": "https://github.com/Alamofire/Alamofire.git" }
  },

  "policy": { "componentRequirements": "error" },
  "outputs": { "swiftpm": "Package.swift", "podfile": "Podfile", "lock": "mortar.lock" }
}

"""#
}
