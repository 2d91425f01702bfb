import MortarCore
import MortarXcode
import Testing

/// The typed views on an Xcode 16 project (appauth-swift-spm: a synchronized folder, a local
/// package, an xcconfig in a subfolder) and an older CocoaPods one (zulip).
@Suite struct XcodeTypedViewTests {
    @Test func xcode16Project() throws {
        let project = try XcodeFixtures.all.first { $0.id == "appauth-swift-spm" }!.project()
        let target = try #require(XcodeTarget(project.nativeTargets[0]))
        #expect(target.kind == .native)
        #expect(target.name == "Example")
        #expect(target.productType == "com.apple.product-type.application")
        let folder = try #require(project.objects[target.fileSystemSynchronizedGroupIDs[0]].flatMap(XcodeGroup.init))
        #expect(folder.kind == .synchronizedRootGroup)
        #expect(folder.path == "Example")
        #expect(folder.exceptionIDs.count == 1)
        let product = try #require(project.objects[target.packageProductDependencyIDs[0]].flatMap(XcodeProductDependency.init))
        #expect(product.productName == "AppAuth")
        #expect(product.packageID == nil)
        let package = try #require(XcodePackageReference(project.packageReferences[0]))
        #expect(package.kind == .local(relativePath: "../.."))
        let configurations = project.buildConfigurations(of: project.nativeTargets[0]).compactMap(XcodeBuildConfiguration.init)
        #expect(configurations.map(\.name) == ["Debug", "Release"])
        let base = try #require(configurations[0].baseConfigurationReferenceID)
        #expect(XcodeFileReference(project.objects[base]!)?.path == "Config/Example.xcconfig")
        #expect(project.fullPath(of: base) == "Config/Example.xcconfig")
        #expect(XcodeBuildPhase(project.buildPhases(of: project.nativeTargets[0])[0])?.kind == .sources)
    }

    @Test func cocoaPodsProject() throws {
        let project = try XcodeFixtures.all.first { $0.id == "zulip" }!.project()
        let target = project.nativeTargets[0]
        let phases = project.buildPhases(of: target).compactMap(XcodeBuildPhase.init)
        #expect(phases.map(\.kind) == [.shellScript, .shellScript, .sources, .frameworks, .shellScript, .resources, .shellScript, .shellScript, .shellScript])
        #expect(phases[0].name == "[CP] Check Pods Manifest.lock")
        #expect(phases[0].shellScript?.hasPrefix("diff \"${PODS_PODFILE_DIR_PATH}/Podfile.lock\"") == true)
        let frameworks = phases[3].fileIDs.compactMap { project.objects[$0] }.compactMap(XcodeBuildFile.init)
        #expect(frameworks.compactMap { $0.fileRefID.flatMap { project.objects[$0] }.flatMap(XcodeFileReference.init)?.path } == ["System/Library/Frameworks/JavaScriptCore.framework", "libPods-ZulipMobile.a"])
        let list = try #require(project.objects[XcodeTarget(target)!.buildConfigurationListID!].flatMap(XcodeConfigurationList.init))
        #expect(list.defaultConfigurationName == "Release")
        #expect(XcodeTargetDependency(target) == nil)
        #expect(project.objects.values.compactMap(XcodeContainerItemProxy.init).isEmpty)
    }
    /// A target that needs another built first (emergence: `Artsy Shows` on `FrontPage`): the
    /// dependency names the target and its proxy; the proxy is a target (`proxyType = 1`) in this
    /// project, with the target's ID and name.
    @Test func targetDependencyThroughItsProxy() throws {
        let project = try XcodeFixtures.all.first { $0.id == "emergence" }!.project()
        let shows = try #require(project.target(named: "Artsy Shows").flatMap(XcodeTarget.init))
        let dependency = try #require(project.objects[shows.dependencyIDs[0]].flatMap(XcodeTargetDependency.init))
        #expect(dependency.id == "60A4C4B51BCCEDC20092CC74")
        #expect(dependency.targetID == "60A4C4AC1BCCEDC20092CC74")
        #expect(dependency.name == nil)
        #expect(dependency.productRefID == nil)
        let proxy = try #require(dependency.targetProxyID.flatMap { project.objects[$0] }.flatMap(XcodeContainerItemProxy.init))
        #expect(proxy.containerPortalID == project.rootObject.id)
        #expect(proxy.proxyType == .target)
        #expect(proxy.remoteGlobalIDString == dependency.targetID)
        #expect(proxy.remoteInfo == "FrontPage")
        #expect(XcodeTarget(proxy.object) == nil)
        #expect(XcodeTarget.isas == ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"])
    }
}
