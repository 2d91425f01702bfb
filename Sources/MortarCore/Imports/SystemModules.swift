/// Modules that come with the platform or the toolchain: never a workspace dependency, so never
/// reported, and always importable (`#if canImport(UIKit)` is taken as true).
///
/// ImportsAndCoupling.md of the reference names the common ones. C headers without a folder
/// (`<stdio.h>`) and with a system folder
/// (`<sys/types.h>`) name no module Mortar knows and are ignored the same way.
public enum SystemModules {
    /// Apple SDK frameworks, the Swift runtime and standard libraries, C libraries of each platform.
    public static let names: Set<String> = [
        // Swift and its toolchain
        "Swift", "_Concurrency", "_StringProcessing", "_Differentiation", "RegexBuilder", "Synchronization",
        "Observation", "Distributed", "Cxx", "CxxStdlib", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch", "XCTest", "Testing",
        "SwiftShims", "_SwiftConcurrencyShims", "ObjectiveC", "SwiftOnoneSupport", "PackageDescription", "PackagePlugin",
        "StdlibUnittest", "_Volatile", "CoreFoundation",
        // C libraries
        "Darwin", "Glibc", "Musl", "WASILibc", "Bionic", "Android", "WinSDK", "CRT", "ucrt", "MSVCRT", "SwiftGlibc",
        "os", "OSLog", "libkern", "MachO", "Security", "zlib", "sqlite3", "Compression", "System",
        // Apple frameworks
        "UIKit", "AppKit", "SwiftUI", "SwiftData", "Combine", "CoreGraphics", "CoreData", "CoreLocation", "CoreImage",
        "CoreText", "CoreMedia", "CoreVideo", "CoreAudio", "CoreAudioKit", "CoreBluetooth", "CoreMotion", "CoreML",
        "CoreServices", "CoreTelephony", "CoreNFC", "CoreHaptics", "CoreSpotlight", "CoreTransferable", "QuartzCore",
        "SystemConfiguration", "AVFoundation", "AVKit", "AVFAudio", "MapKit", "WebKit", "StoreKit", "UserNotifications",
        "UserNotificationsUI", "Photos", "PhotosUI", "Contacts", "ContactsUI", "AudioToolbox", "AudioUnit", "ImageIO",
        "MobileCoreServices", "UniformTypeIdentifiers", "LocalAuthentication", "CryptoKit", "CommonCrypto", "Network",
        "NaturalLanguage", "Vision", "VisionKit", "SafariServices", "MessageUI", "Messages", "AdSupport",
        "AppTrackingTransparency", "AuthenticationServices", "CallKit", "PassKit", "ARKit", "RealityKit", "SceneKit",
        "SpriteKit", "GameKit", "GameController", "GameplayKit", "Metal", "MetalKit", "MetalPerformanceShaders",
        "Accelerate", "GLKit", "OpenGLES", "OpenGL", "OpenAL", "CFNetwork", "EventKit", "EventKitUI", "HealthKit",
        "HomeKit", "Intents", "IntentsUI", "AppIntents", "WidgetKit", "ActivityKit", "Charts", "CloudKit", "WatchKit",
        "WatchConnectivity", "ClockKit", "MultipeerConnectivity", "NetworkExtension", "NotificationCenter",
        "QuickLook", "QuickLookThumbnailing", "ReplayKit", "Social", "Speech", "SensitiveContentAnalysis",
        "BackgroundTasks", "BackgroundAssets", "LinkPresentation", "PencilKit", "PDFKit", "FileProvider",
        "FileProviderUI", "IOKit", "IOSurface", "JavaScriptCore", "ExternalAccessory", "CarPlay", "DeviceCheck",
        "ImageCaptureCore", "MediaPlayer", "MediaToolbox", "ModelIO", "NearbyInteraction", "SoundAnalysis",
        "StoreKitTest", "TipKit", "Translation", "VideoToolbox", "AddressBook", "AddressBookUI", "AssetsLibrary",
        "Twitter", "Accounts", "iAd", "NewsstandKit", "Cocoa", "Carbon", "ApplicationServices", "Kernel",
    ]

    /// True for a platform or toolchain module.
    public static func contains(_ name: String) -> Bool { names.contains(name) }
}
