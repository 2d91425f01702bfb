Pod::Spec.new do |s|
  s.name = 'Patterns'
  s.version = '1.0'
  s.platform = :ios, '13.0'
  s.source_files = 'Lib/**/*.{swift,h}', 'LIB2', 'lib/*.hpp', 'Lib/g.def'
  s.exclude_files = 'Lib/deep', 'Lib/**/_*'
  s.vendored_frameworks = 'Frameworks/*.{xcframework,framework}'
  s.vendored_libraries = 'Frameworks/*.a'
  s.resources = 'Assets/**/*', 'Assets/Sounds'
  s.subspec 'Loose' do |l|
    l.source_files = 'Lib/Sub Dir/*', 'lib2/?.c', 'lib2/[k-l]*'
    l.public_header_files = 'Lib/*.hpp'
  end
  s.subspec 'Bundles' do |b|
    b.resource_bundles = { 'Sounds' => 'Assets/Sounds/*.caf', 'Images' => ['Assets/Images', 'Assets/*.png'] }
    b.source_files = 'Tests/**/'
  end
end
