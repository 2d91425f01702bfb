Pod::Spec.new do |s|
  s.name = 'Demo'
  s.version = '1.0'
  s.ios.deployment_target = '12.0'
  s.osx.deployment_target = '10.15'
  s.source_files = 'Sources/Core', 'include/**/*.h'
  s.exclude_files = 'Sources/Core/Internal'
  s.public_header_files = 'include/**/*.h'
  s.private_header_files = 'Sources/Core/B.h'
  s.resources = 'Resources/*.{png,xcassets}', 'Resources/en.lproj'
  s.resource_bundles = { 'DemoBundle' => ['Resources/*.json'] }
  s.ios.frameworks = 'UIKit'
  s.frameworks = 'Foundation'
  s.subspec 'UI' do |ui|
    ui.source_files = 'Sources/UI/**/*.{swift,m}'
    ui.ios.source_files = 'Sources/**/*.swift'
    ui.dependency 'Demo/Core'
  end
  s.subspec 'Core' do |c|
    c.source_files = 'Sources/{Core,UI}/*.h', 'Sources/Core/Internal'
  end
end
