// Passwords that turn up first in every public breach list, written from common knowledge.
// Short ones are already refused by the 10-character minimum; they stay for completeness.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890
michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan
jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000
charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa
ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access
yankees 987654321 dallas austin thunder taylor matrix minecraft william corvette hello martin
heather secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test
bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog
guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan
welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal
eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway
marina diablo bulldog qwer1234 compaq purple banana junior hannah 123654 porsche
lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller
boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player
nikita knight fender barney midnight please brandy chicago badboy slayer rangers charles angel
flower rabbit wizard jasper enter rachel chris steven winner adidas victoria natasha
1q2w3e4r jasmine winter prince marine ghbdtn fishing cocacola casper james 232323
raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golf heaven 5555 azerty
159357 passw0rd password1 password12 password123 password1234 password12345 passwordpassword
qwerty123 qwerty1234 qwerty12345 qwertyuiop123 qwertyuiop1 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx3edc
zaq12wsx zaq1zaq1 zaq1xsw2 qazwsxedc qazwsxedcrfv 0987654321 1111111111 0000000000 2222222222
5555555555 9999999999 1234512345 1122334455 1234554321 12345678910 123456789a 123456789q
a123456789 abc1234567 abcdefghij abcdefg123 abcd123456 iloveyou123 iloveyou12 iloveyou1
iloveyou2 loveyou123 welcome123 welcome1234 letmein123 letmein1234 sunshine123 princess123
monkey1234 dragon1234 football123 baseball123 superman123 batman1234 starwars123 charlie123
michael123 jessica123 computer123 internet123 trustno1234 changeme changeme123 changeme1234
administrator admin12345 admin123456 adminadmin rootroot root123456 passpass1234 letmeinnow
secret1234 secret12345 mypassword mypassword1 mypassword123 newpassword newpassword1
password2020 password2021 password2022 password2023 password2024 password2025 password2026
summer2024 summer2025 winter2024 winter2025 spring2025 autumn2025 qwerty2024 starcast
starcast123 starcast2026 horoscope horoscope123 zodiacsign astrology astrology123 aaaaaaaaaa
qqqqqqqqqq zzzzzzzzzz asdfghjkl asdfghjkl1 asdfghjkl123 zxcvbnm123 zxcvbnm1234 qweasdzxc
qweasdzxc123 1qazxsw2 123qweasd 123qweasdzxc qwe123qwe123 football1234 baseball1234 basketball
basketball1 soccer1234 hockey1234 michelle123 jennifer123 elizabeth1 alexander1 christopher
jonathan123 nicholas123 sweetheart lovelove12 ilovemymom ilovemyself ihateyou123 fuckyou123
whatever123 trustnoone1 1234567891 1029384756 0192837465 1357924680 2468013579 9876543210
12345qwert qwert12345 asdf123456 asdfasdf12 qwerasdfzxcv 11223344556 apple12345 google1234
facebook12 linkedin12 pokemon123 naruto1234 blink18212 myspace123 chocolate1 butterfly1
strawberry sunflower1 rainbow123 pakistan123 india12345 jesus12345 christ1234 blessed123
godisgood1`
    .split(/\s+/)
    .filter(Boolean),
);
