Pod::Spec.new do |s|
  s.name          = 'Core'
  s.version       = '1.0.0'
  s.summary       = 'Money and checksums for the shop: Swift on a small C library.'
  s.homepage      = 'https://example.com/shop'
  s.license       = 'MIT'
  s.author        = 'Shop team'
  s.source        = { :git => 'https://example.com/shop/core.git', :tag => s.version.to_s }
  s.swift_version = '5.9'
  s.ios.deployment_target = '15.0'
  s.osx.deployment_target = '13.0'
  s.source_files  = 'Sources/**/*.{swift,h,c}'
  s.public_header_files = 'Sources/CCore/include/*.h'
  s.pod_target_xcconfig = { 'GCC_PREPROCESSOR_DEFINITIONS' => 'CORE_CHECKSUM_SEED=7' }

  s.test_spec 'Tests' do |t|
    t.source_files = 'Tests/**/*.swift'
  end
end
