package facts

// hanDigits are the Chinese numeral digits (Japanese writes them too);
// 两 and 兩 are 2 before a multiplier or a counter ("两千", "两人").
var hanDigits = map[rune]float64{
	'零': 0, '〇': 0, '一': 1, '二': 2, '两': 2, '兩': 2, '三': 3, '四': 4,
	'五': 5, '六': 6, '七': 7, '八': 8, '九': 9,
}

// hanUnits are the Chinese multipliers.
var hanUnits = map[rune]float64{
	'十': 10, '百': 100, '千': 1000, '万': 1e4, '萬': 1e4, '亿': 1e8, '億': 1e8,
}

// isHanNumeral reports whether r is a Chinese numeral digit or multiplier.
func isHanNumeral(r rune) bool {
	if r < '〇' {
		return false // the fast path: Latin text
	}
	_, d := hanDigits[r]
	_, u := hanUnits[r]
	return d || u
}

// hanCounters are the measure words after which a lone 一 is the number
// one ("一人死亡", "一名警察"); elsewhere 一 is mostly part of a word
// ("一直", "统一", "一些") and is not read.
var hanCounters = map[rune]bool{
	'人': true, '名': true, '个': true, '個': true, '位': true, '次': true, '起': true,
	'天': true, '岁': true, '歳': true, '元': true, '円': true, '件': true, '座': true,
	'家': true, '辆': true, '輛': true, '架': true, '艘': true, '条': true, '條': true,
	'具': true, '枚': true, '台': true, '头': true, '頭': true, '场': true, '場': true,
}

// hanNumber reads s, a whole run of Chinese numerals (isHanNumeral), as
// one number: "二十八" 28, "十二" 12, "一百零五" 105, "两千" 2000,
// "一亿二千万" 120000000; a last digit straight after 百, 千, 万 or 亿
// counts the next smaller unit, as it is spoken ("三千五" 3500, "两万五"
// 25000). Three or four digits without multipliers are read digit by
// digit, as years are written ("二〇一四" 2014, positional). ok is false
// when s is no number as a whole: a run starting with a multiplier other
// than 十 ("万一", "千万", "百万" are words), two digits side by side
// ("三四天", three or four days: an estimate, not 34), a run starting
// with a zero ("零售", retail), multipliers out of order ("十百") or repeated.
func hanNumber(s string) (v float64, positional, ok bool) {
	digitsOnly, n := true, 0
	for _, r := range s {
		d, isDigit := hanDigits[r]
		if n == 0 && isDigit && d == 0 {
			return 0, false, false // "零售", "零下": no count starts with zero
		}
		digitsOnly = digitsOnly && isDigit && r != '两' && r != '兩'
		n++
	}
	if digitsOnly && n >= 3 && n <= 4 {
		for _, r := range s {
			v = v*10 + hanDigits[r]
		}
		return v, true, true
	}
	var (
		yi, wan, small float64 // the 亿s and the 万s (counts of them) and the rest
		digit          = -1.0  // the digit waiting for its multiplier; -1 when none
		lastSmall      = 1e4   // 十, 百, 千 come in falling order within a 万 group
		lastUnit       = 0.0   // the multiplier just before the waiting digit, 0 after 零
		seenWan        bool    // in this 亿 group
		seenYi         bool
	)
	for _, r := range s {
		if d, isDigit := hanDigits[r]; isDigit {
			if digit >= 0 {
				return 0, false, false // "三四": side by side
			}
			if d == 0 {
				lastUnit = 0 // "一百零五": the 五 is ones
				continue
			}
			digit = d
			continue
		}
		u := hanUnits[r]
		switch {
		case u < 1e4:
			if u >= lastSmall {
				return 0, false, false
			}
			k := digit
			if k < 0 {
				if u != 10 {
					return 0, false, false // "百万", "千万": no count of the multiplier
				}
				k = 1 // "十二" is 12
			}
			small += k * u
			lastSmall = u
		case u == 1e4:
			g := small + max(digit, 0)
			if seenWan || g == 0 {
				return 0, false, false
			}
			wan, small, lastSmall, seenWan = g, 0, 1e4, true
		default: // 亿
			g := wan*1e4 + small + max(digit, 0)
			if seenYi || g == 0 {
				return 0, false, false
			}
			yi, wan, small, lastSmall, seenWan, seenYi = g, 0, 0, 1e4, false, true
		}
		digit, lastUnit = -1, u
	}
	v = yi*1e8 + wan*1e4 + small
	if digit > 0 {
		if lastUnit >= 100 {
			v += digit * lastUnit / 10
		} else {
			v += digit
		}
	}
	return v, false, true
}
