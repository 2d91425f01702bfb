Pod::Spec.new do |s|
  s.name          = 'Feed'
  s.version       = '1.0.0'
  s.summary       = 'The product feed.'
  s.homepage      = 'https://example.com/shop'
  s.license       = 'MIT'
  s.author        = 'Shop team'
  s.source        = { :git => 'https://example.com/shop/feed.git', :tag => s.version.to_s }
  s.swift_version = '5.9'
  s.ios.deployment_target = '15.0'
  s.osx.deployment_target = '13.0'
  s.source_files  = 'Sources/*.swift'
  s.dependency 'Core'
end
