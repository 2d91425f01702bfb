Pod::Spec.new do |s|
  s.name          = 'Legacy'
  s.version       = '1.0.0'
  s.summary       = 'The old checkout, still on CocoaPods.'
  s.homepage      = 'https://example.com/shop'
  s.license       = 'MIT'
  s.author        = 'Shop team'
  s.source        = { :git => 'https://example.com/shop/legacy.git', :tag => s.version.to_s }
  s.ios.deployment_target = '15.0'
  s.source_files  = 'Classes/*.{h,m,swift}'
  s.dependency 'Alamofire'
end
