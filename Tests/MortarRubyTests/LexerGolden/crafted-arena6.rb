  s.description = <<-DESC
    A long description
      with lines
    DESC
  s.summary = 'x'
#----
  s.description = <<~DESC
    Squiggly #{s.name} here
      indented
  DESC
#----
  s.source_files = %w[a.m b.m c/*.{h,m}]
  s.frameworks = %i(UIKit Foundation)
  s.libraries = %W[z #{s.name}x c++]
#----
  c = ?c
  s.summary = c + 'x'
#----
  s.summary = s.name == 'C4' ? 'yes' : 'no'
  s.homepage = true ? 'a' : (false ? 'b' : 'c')
#----
  s.summary = 'a' if true unless false
  x = 1 if s.name
  s.license = 'MIT' unless x
#----
  s.summary = s.name&.downcase
  s.license = ::File.basename('a/b.txt')
  s.homepage = Pod::Spec rescue 'h'
#----
  s.summary = 'x' if s.name =~ /C\d/
  s.license = s.name !~ /x/ ? 'a' : 'b'
#----
  a, b = 'one', 'two'
  c = d = 'x'
  s.summary = a + b + c + d
#----
  s.summary = "first part " \
              "second part"
  s.license = 'a' 'b' "c"
#----
  s.summary = 'é ü 日本 😀'
  s.license = "caf\u00e9 \x41 \t\n"
  s.homepage = 'https://例え.jp'
#----
  s.summary = 'x'
end
__END__
garbage ( ' " #{ here
#----
  s.summary = 'unterminated
#----
  s.summary = "interp #{s.name + "nested #{1 + 2}"} end"
#----
  s.summary = { :a => 1, b: 2, 'c': 3, **{} }.keys.join(',')
  s.license = [1, 2, 3].map { |i| i * 2 }.inject(0) { |m, v| m + v }.to_s
#----
  s.summary = -1.to_s + (-2.5).to_s + (3 ** 2).to_s + (7 % 3).to_s + (1 << 2).to_s
  s.license = (1..3).to_a.join + (1...3).to_a.join
#----
  def helper(a, b = 2, *c, d:, e: 5, **f, &g)
    a + b
  end
  s.summary = helper(1).to_s
#----
  case s.name
  when 'C18', 'x' then s.summary = 'a'
  when /y/ then s.summary = 'b'
  else s.summary = 'c'
  end
#----
  begin
    s.summary = 'a'
  rescue StandardError => e
    s.summary = 'b'
  ensure
    s.license = 'MIT'
  end
#----
  i = 0
  while i < 3 do i += 1 end
  until i > 5
    i += 1
  end
  s.summary = i.to_s
#----
  s.summary = not(true) ? 'a' : 'b'
  s.license = (true and false or true).to_s
  s.homepage = !s.name.nil? && 'x' || 'y'
#----
  s.summary = 'x' # comment ( " '
=begin
  block comment ( " '
=end
  s.license = 'MIT'
#----
  s.summary = x = 'y'
  s.license ||= 'MIT'
  s.homepage = [s.summary, s.license].compact.join('-')
#----
  s.summary = `echo hi`
#----
  s.summary = 'a' +
    'b'
  s.license = s
    .name
    .downcase
#----
  s.summary = ((((((((((1))))))))))
#----
  s.summary = 'x'; s.license = 'y'; s.homepage = 'z'
#----
  s.summary = %q(it's (nested) fine) + %Q[#{s.name}] + %(x)
#----
  s.summary = defined?(foo).to_s + defined?(s).to_s
#----
  s.summary = -> (x) { x * 2 }.call(2).to_s
  s.license = lambda { |y| y }.call('l')
#----
  s.summary = :sym.to_s + :"quoted sym".to_s + :a?.to_s
  s.license = x ? y: z
#----
  s.summary = "a" "b" \
   'c'
  s.subspec 'Core' do |c|
    c.source_files = 'Core/**/*.{h,m}'
  end
#----
  s.summary = <<-A + <<-B
    first
    A
    second
    B
#----
  s.summary = 1_000.to_s + 0x1F.to_s + 1e3.to_s + 10.15.to_s
#----
  s.summary = @ivar.to_s + $global.to_s + $0.to_s
#----
  s.summary = "x" if s.name and not s.version
  s.license = [*%w[a b], *['c']].join
#----
  s.summary = ‘typographic’
#----
  s.summary = 'x'
  end
end
#----
  s.summary = (1 +

#----
  s.summary = ((((((((((1)))))))))).to_s
#----
  s.summary = (((((((((((1))))))))))).to_s
#----
  s.summary = ((((((((((((1)))))))))))).to_s
#----
  s.summary = (((((((((((((1))))))))))))).to_s
#----
  s.summary = ((((((((((((((1)))))))))))))).to_s
#----
  s.summary = (((((((((((((((1))))))))))))))).to_s
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  s.summary = !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!true ? 'a' : 'b'
#----
  x = 1 - 1
  s.summary = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]].flatten.join
#----
  x = 1 - 1
  s.summary = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]].flatten.join
#----
  x = 1 - 1
  s.summary = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]].flatten.join
#----
  x = 1 - 1
  s.summary = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]].flatten.join
#----
  x = 1 - 1
  s.summary = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]].flatten.join
#----
  x = 1 - 1
  s.summary = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]].flatten.join
#----
  x = 1 - 1
  s.summary = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]].flatten.join
#----
  s.summary = true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? ('x' : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y')
#----
  s.summary = true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? ('x' : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y')
#----
  s.summary = true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? ('x' : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y')
#----
  s.summary = true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? ('x' : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y')
#----
  s.summary = true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? (true ? ('x' : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y') : 'y')
#----
  s.summary = not (not (not (not (not (not (not (not (not (not (true)))))))))) ? 'a' : 'b'
#----
  s.summary = not (not (not (not (not (not (not (not (not (not (not (true))))))))))) ? 'a' : 'b'
#----
  s.summary = not (not (not (not (not (not (not (not (not (not (not (not (true)))))))))))) ? 'a' : 'b'
#----
  s.summary = not (not (not (not (not (not (not (not (not (not (not (not (not (true))))))))))))) ? 'a' : 'b'
#----
  s.summary = not (not (not (not (not (not (not (not (not (not (not (not (not (not (true)))))))))))))) ? 'a' : 'b'
#----
  s.summary = (1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1).to_s
#----
  s.summary = (1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1).to_s
#----
  s.summary = (1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1).to_s
#----
  s.summary = (1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1).to_s
#----
  s.summary = (1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1).to_s
#----
  x = 1
  s.summary = 'a'  if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true
#----
  x = 1
  s.summary = 'a'  if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true
#----
  x = 1
  s.summary = 'a'  if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true if true
#----
  s.summary = 1 + 2 * 3 - 4 / 2 ** 2 % 3 << 1 >> 1 & 7 | 8 ^ 1 > 2 && 3 >= 4 || 5 < 6 ? 'y' : 'n'
#----
  s.summary = (1 == 1).to_s + (1 != 2).to_s + (1 <=> 2).to_s + (1 === 1).to_s + (2 <= 3).to_s
#----
  a = b = c = 'q'
  s.summary = a
  x = y = 1 + 2
  s.license = (x + y).to_s
#----
  s.summary = not true
  s.license = (not not s.name).to_s
#----
  ok = true
  ok && r = 'x'
  s.summary = r
  !ok || t = 'y'
  s.license = t.to_s
#----
  s.summary = 'a' if s.name and s.version or not s.license
#----
  x = 'a' rescue 'b'
  s.summary = x
  s.license = (raise 'boom' rescue 'MIT')
#----
  s.summary = -2 ** 2
  s.license = (- 2).abs.to_s + (+3).to_s + (~1).to_s + (!nil).to_s
#----
  s.summary = 1.. 

#----
  s.summary = (1..).to_s + (..5).to_s
#----
  s.summary = x ?y : z
#----
  s.summary = true ? 'a' :
#----
  s.summary = 1 +
#----
  s.summary = a, b = 1, 2
#----
  s.summary =
#----
  s.summary = defined? s.name
  s.license = defined?(s.name).to_s
#----
  s.summary = &x
#----
  s.summary = *x
#----
  s.summary = 'a' ? 'b' ? 'c' : 'd' : 'e'
#----
  s.summary = [1, 2].map { |v| v * 2 }.sum.to_s if not false and true
#----
  x = [1]
  x[0] += 1
  s.summary = x.first.to_s
  s.license ||= 'MIT'
  s.homepage &&= 'h'
#----
  s.summary = 'x' \
    + 'y'
#----
  s.summary = s.name.to_s
    .downcase
    &.upcase