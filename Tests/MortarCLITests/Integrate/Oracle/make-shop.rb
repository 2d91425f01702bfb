# Makes Shop.xcodeproj with Xcodeproj: an app, unit tests, UI tests and a widget extension,
# integrated with CocoaPods as `pod install` leaves a project (phases, Pods frameworks, Pods
# base configurations), for Mortar's integrate tests.
require 'xcodeproj'
project = Xcodeproj::Project.new('Shop.xcodeproj')
app = project.new_target(:application, 'Shop', :ios, '15.0')
tests = project.new_target(:unit_test_bundle, 'ShopTests', :ios, '15.0')
ui = project.new_target(:ui_test_bundle, 'ShopUITests', :ios, '15.0')
widget = project.new_target(:app_extension, 'ShopWidget', :ios, '15.0')
pods = project.main_group.new_group('Pods')
frameworks = project.frameworks_group
{ app => 'Pods-Shared-Shop', tests => 'Pods-ShopTests', ui => 'Pods-Shared-Shop-ShopUITests', widget => 'Pods-Shared-ShopWidget' }.each do |target, label|
  check = target.new_shell_script_build_phase('[CP] Check Pods Manifest.lock')
  check.shell_script = "diff \"${PODS_PODFILE_DIR_PATH}/Podfile.lock\" \"${PODS_ROOT}/Manifest.lock\" > /dev/null\n"
  target.build_phases.delete(check)
  target.build_phases.unshift(check)
  framework = frameworks.new_reference("#{label.tr('-', '_')}.framework")
  framework.source_tree = 'BUILT_PRODUCTS_DIR'
  framework.explicit_file_type = 'wrapper.framework'
  framework.include_in_index = '0'
  target.frameworks_build_phase.add_file_reference(framework)
  target.build_configurations.each do |config|
    ref = pods.new_reference("Target Support Files/#{label}/#{label}.#{config.name.downcase}.xcconfig")
    ref.name = "#{label}.#{config.name.downcase}.xcconfig"
    ref.path = "Pods/Target Support Files/#{label}/#{label}.#{config.name.downcase}.xcconfig"
    ref.source_tree = '<group>'
    config.base_configuration_reference = ref
  end
end
pods.source_tree = '<group>'
embed = app.new_shell_script_build_phase('[CP] Embed Pods Frameworks')
embed.shell_script = "\"${PODS_ROOT}/Target Support Files/Pods-Shared-Shop/Pods-Shared-Shop-frameworks.sh\"\n"
project.save
