package synth

import (
	"fmt"
	"regexp"
	"strings"
	"time"
)

// Outlet is an invented publisher: its name, its own boilerplate lines (the
// same few lines on every page it publishes), bylines and house style.
type Outlet struct {
	Name, Domain string
	Section      string
	Header       []string // lines that may open a page
	Footer       []string // lines that may close a page
	Bylines      []string
	Style        HouseStyle
	Dateline     int // dateline format, see dateline()
	Layout       int // 0 blank-line paragraphs, 1 single newlines, 2 a sentence per paragraph, 3 merged paragraphs
	TitleSuffix  bool
	Agency       string
}

var (
	outletPlaces = []string{"Harbour", "Riverside", "Northgate", "Lakeshore", "Granite", "Meridian",
		"Pinecrest", "Bayview", "Summit", "Cedar Valley", "Redwood", "Ironbridge", "Westfield",
		"Eastbrook", "Silverton", "Oakmont", "Fairhaven", "Kingsport", "Clearwater", "Stonehill",
		"Marlow", "Ashford", "Brightwater", "Coldspring", "Elmwood", "Foxley", "Glenmore", "Hollins"}
	outletKinds = []string{"Gazette", "Courier", "Ledger", "Chronicle", "Herald", "Tribune", "Post",
		"Observer", "Dispatch", "Sentinel", "Record", "Bulletin", "Monitor", "Review", "Journal", "Star", "Mercury", "Argus"}
	digitalNames = []string{"NewsPulse", "WireFeed 24", "Global Brief", "DailyScoop Online", "Newsroom Hub",
		"Market Signal Today", "The Briefing Room", "Headline Digest", "InfoStream", "Morning Ticker",
		"The Overview", "NewsNow Central", "Top Story Daily", "The Current Report", "Pressline"}
	sections = []string{"business", "world", "politics", "technology", "sport", "entertainment", "markets", "national"}

	headerTemplates = []string{
		"Home > {Section} > Latest news from {N}",
		"Breaking News | {N} | Your trusted source for {section} news since 1998",
		"Advertisement - story continues below this message from our sponsors",
		"Skip to main content | Sign in | Subscribe | Newsletters | {N} e-edition",
		"From the {N} newsroom: this story is updated throughout the day as more information becomes available.",
		"Listen to this article. Audio is generated automatically by {N} and may contain errors.",
	}
	footerTemplates = []string{
		"Copyright {Y} {N}. All rights reserved.",
		"Copyright {Y} {N}. All rights reserved. This material may not be published, broadcast, rewritten or redistributed without permission.",
		"© {Y} {N}. All rights reserved. Terms of use and privacy policy apply.",
		"Read more: the latest {section} news and analysis at {D}",
		"Read more stories like this one at {D}/{section}",
		"Follow {N} on Twitter @{H} and on Facebook for the latest updates.",
		"Follow us on Facebook, Twitter and Instagram for breaking news from {N}.",
		"Click here to subscribe to the {N} daily newsletter and get the top stories in your inbox every morning.",
		"Sign up for the free {N} morning briefing, delivered to your inbox before 7am every weekday.",
		"Have a story tip? Email the {N} newsroom at tips@{D} - we read every message we receive.",
		"This article originally appeared on {N} and is republished here with permission.",
		"Comments are closed on this article. Please read our community guidelines before posting elsewhere on {D}.",
		"Get unlimited digital access to {N} for just $1 a week. Cancel anytime.",
		"You are reading a free article from {N}. Support independent journalism by becoming a subscriber today.",
		"Share this article: Facebook Twitter LinkedIn WhatsApp Email Print",
		"Download the {N} app for iPhone and Android to get breaking news alerts on your phone.",
		"Subscribe to our YouTube channel for more videos and interviews: youtube.com/{H}",
		"Spotted an error? Report it or request a correction by emailing corrections@{D} and our editors will review it.",
		"More {section} stories from {N} are available on our website and in the weekend print edition.",
		"{N} is not responsible for the content of external sites linked from this page.",
		"Want more {section} news? Bookmark {D} and check back throughout the day for updates.",
		"Tags: {section}, world news, breaking news, {N}",
	}
	firstNames = []string{"James", "Mary", "Robert", "Patricia", "Michael", "Linda", "David", "Susan",
		"Daniel", "Karen", "Thomas", "Sarah", "Mark", "Emma", "Paul", "Laura", "Peter", "Anna",
		"Andrew", "Helen", "Simon", "Claire", "Kevin", "Rachel", "Brian", "Nicola", "Steven", "Julia"}
	lastNames = []string{"Walker", "Harris", "Bennett", "Collins", "Fletcher", "Graham", "Hughes",
		"Marshall", "Palmer", "Reid", "Spencer", "Turner", "Webb", "Ellis", "Porter", "Doyle",
		"Barker", "Lambert", "Holt", "Norris", "Chandler", "Whitfield", "Ramsey", "Sutton"}

	spamCities   = []string{"Guangzhou", "Shenzhen", "Yiwu", "Ningbo", "Dongguan", "Xiamen", "Hangzhou", "Foshan", "Wenzhou", "Qingdao"}
	spamSyll     = []string{"Jia", "Yu", "Hua", "Xin", "Tai", "Sheng", "Long", "Feng", "Da", "Mei", "Kang", "Heng", "Rui", "Jin", "Bao", "Ming", "Hong", "Wei", "Yuan"}
	spamProducts = []string{"medical equipment", "LED lighting", "hydraulic machinery", "textile", "packaging materials",
		"auto parts", "electronic technology", "stainless steel products", "plastic mould", "garment", "solar energy", "valve"}
	spamItems = []string{"replica watches", "designer handbags", "running shoes", "phone cases", "hair extensions",
		"weight loss pills", "solar panels", "VPN subscriptions", "diesel generators", "wedding dresses", "e-cigarettes"}
	spamTemplates = []string{
		"{City} {S1} {S2} {product} Limited",
		"{City} {S1} {S2} {Product} Co., Ltd. - professional manufacturer and exporter since {year}",
		"Buy cheap {item} online at {sd} - free shipping worldwide",
		"Best {item} deals of {Y}: compare prices and save up to 70% at {sd}",
		"Hot sale: {item} at factory price, order now from {sd}",
		"{S1}{S2} {Product} Group - contact us today for wholesale prices on {item}",
		"Earn $500 a day working from home - click here to learn the secret the banks don't want you to know",
		"Looking for {item}? Visit {sd} for the largest selection and next-day delivery",
	}
)

func fill(t string, o *Outlet, year int) string {
	if strings.HasPrefix(o.Name, "The ") {
		t = strings.ReplaceAll(t, "the {N}", "{N}")
	}
	handle := strings.ToLower(strings.NewReplacer(" ", "", "The", "").Replace(o.Name))
	return strings.NewReplacer("{N}", o.Name, "{D}", o.Domain, "{H}", handle,
		"{section}", o.Section, "{Section}", capFirst(o.Section), "{Y}", fmt.Sprint(year)).Replace(t)
}

// makeOutlets invents n outlets, each with its own lines and house style.
func makeOutlets(n int, g *rng, year int) []Outlet {
	used := map[string]bool{}
	var out []Outlet
	for len(out) < n {
		var name string
		if g.chance(0.25) {
			name = pick(g, digitalNames)
		} else {
			name = pick(g, outletPlaces) + " " + pick(g, outletKinds)
			if g.chance(0.5) {
				name = "The " + name
			}
		}
		if used[name] {
			if len(used) > 400 {
				name = fmt.Sprintf("%s %d", name, len(out))
			} else {
				continue
			}
		}
		used[name] = true
		base := strings.ToLower(strings.NewReplacer(" ", "", "The ", "").Replace(strings.TrimPrefix(name, "The ")))
		o := Outlet{Name: name, Domain: base + pick(g, []string{".com", ".com", ".co.uk", ".net", ".news"}), Section: pick(g, sections)}
		for _, i := range g.r.Perm(len(headerTemplates))[:g.between(0, 2)] {
			o.Header = append(o.Header, fill(headerTemplates[i], &o, year))
		}
		kinds := map[string]bool{} // one copyright line, one "Follow ..." line, ...
		want := g.between(2, 4)
		for _, i := range g.r.Perm(len(footerTemplates)) {
			k := strings.Fields(strings.ReplaceAll(footerTemplates[i], "©", "Copyright"))[0]
			if kinds[k] {
				continue
			}
			kinds[k] = true
			o.Footer = append(o.Footer, fill(footerTemplates[i], &o, year))
			if len(o.Footer) == want {
				break
			}
		}
		for k := g.between(2, 6); k > 0; k-- {
			by := "By " + pick(g, firstNames) + " " + pick(g, lastNames)
			switch g.intn(4) {
			case 0:
				by += ", " + o.Name + " staff writer"
			case 1:
				by += " | " + capFirst(o.Section) + " correspondent"
			}
			o.Bylines = append(o.Bylines, by)
		}
		o.Style = HouseStyle{
			Spelling:   Spelling(g.weighted([]float64{0.2, 0.5, 0.3})),
			USAbbrev:   g.weighted([]float64{0.4, 0.35, 0.25}),
			Quotes:     g.weighted([]float64{0.5, 0.25, 0.25}),
			Dash:       g.weighted([]float64{0.4, 0.2, 0.2, 0.1, 0.1}),
			Thousands:  g.weighted([]float64{0.7, 0.2, 0.1}),
			ExpandWire: g.chance(0.6),
			StripTags:  g.chance(0.9),
			Percent:    g.weighted([]float64{0.5, 0.2, 0.2, 0.1}),
		}
		o.Dateline = g.intn(4)
		o.Layout = g.weighted([]float64{0.4, 0.25, 0.15, 0.2})
		o.TitleSuffix = g.chance(0.3)
		o.Agency = pick(g, []string{"Reuters", "AP", "AFP", "PA"})
		out = append(out, o)
	}
	return out
}

// makeSpam invents a pool of spam lines (company names and product ads).
func makeSpam(n int, g *rng, year int) []string {
	seen := map[string]bool{}
	var out []string
	for tries := 0; len(out) < n && tries < n*20; tries++ {
		t := pick(g, spamTemplates)
		sd := strings.ToLower(pick(g, spamSyll)+pick(g, spamSyll)) + pick(g, []string{"-shop.com", "mall.net", "-deals.com", "store.biz", "-direct.com"})
		prod := pick(g, spamProducts)
		s := strings.NewReplacer("{City}", pick(g, spamCities), "{S1}", pick(g, spamSyll), "{S2}", strings.ToLower(pick(g, spamSyll)),
			"{product}", prod, "{Product}", titleWords(prod), "{item}", pick(g, spamItems), "{sd}", sd,
			"{year}", fmt.Sprint(g.between(1995, 2015)), "{Y}", fmt.Sprint(year)).Replace(t)
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// zipfPick picks index i of n with probability ~ 1/(i+1).
func zipfPick(g *rng, n int) int {
	if n <= 1 {
		return 0
	}
	h := 0.0
	for i := 1; i <= n; i++ {
		h += 1 / float64(i)
	}
	t := g.float() * h
	for i := 1; i <= n; i++ {
		t -= 1 / float64(i)
		if t < 0 {
			return i - 1
		}
	}
	return n - 1
}

// --- datelines ---

type place struct {
	city    string // upper-case dateline form
	country string // for the "City, Country -" style
}

// placeKeys maps names found in a text to dateline places: "Word" matches a
// word, "Two Words" a pair, and "Prefix*" any word starting with Prefix.
var placeKeys = [][3]string{
	{"London|Britain|British|UK|U.K", "LONDON", "England"},
	{"New York|Wall Street", "NEW YORK", ""},
	{"Washington|White House|Congress|Pentagon", "WASHINGTON", ""},
	{"Tokyo|Japan|Japanese", "TOKYO", "Japan"},
	{"Paris|France|French", "PARIS", "France"},
	{"Frankfurt|Bundesbank", "FRANKFURT", "Germany"},
	{"Bonn|West German*", "BONN", "West Germany"},
	{"Brussels|Belgi*|European Community|EC|EU", "BRUSSELS", "Belgium"},
	{"Oslo|Norw*", "OSLO", "Norway"},
	{"Copenhagen|Danish|Denmark", "COPENHAGEN", "Denmark"},
	{"Vienna|Austria*", "VIENNA", "Austria"},
	{"Helsinki|Finland|Finnish", "HELSINKI", "Finland"},
	{"Lisbon|Portug*", "LISBON", "Portugal"},
	{"Ankara|Istanbul|Turkey|Turkish", "ANKARA", "Turkey"},
	{"Islamabad|Karachi|Pakistan*", "ISLAMABAD", "Pakistan"},
	{"Bangkok|Thai*", "BANGKOK", "Thailand"},
	{"Taipei|Taiwan*", "TAIPEI", "Taiwan"},
	{"Caracas|Venezuela*", "CARACAS", "Venezuela"},
	{"Santiago|Chile|Chilean", "SANTIAGO", "Chile"},
	{"Bogota|Colombia*", "BOGOTA", "Colombia"},
	{"Lima|Peru|Peruvian", "LIMA", "Peru"},
	{"Quito|Ecuador*", "QUITO", "Ecuador"},
	{"Geneva|GATT", "GENEVA", "Switzerland"},
	{"Moscow|Soviet*|Russia*", "MOSCOW", "Russia"},
	{"Beijing|Peking|China|Chinese", "BEIJING", "China"},
	{"Hong Kong", "HONG KONG", ""},
	{"Singapore*", "SINGAPORE", ""},
	{"Sydney|Australia*", "SYDNEY", "Australia"},
	{"Toronto|Ottawa|Canada|Canadian", "TORONTO", "Canada"},
	{"Chicago", "CHICAGO", "Illinois"},
	{"Los Angeles|Hollywood", "LOS ANGELES", "California"},
	{"San Francisco|Silicon Valley", "SAN FRANCISCO", "California"},
	{"Houston|Texas", "HOUSTON", "Texas"},
	{"Mexico*", "MEXICO CITY", "Mexico"},
	{"Buenos Aires|Argentin*", "BUENOS AIRES", "Argentina"},
	{"Brazil*|Sao Paulo|Rio", "SAO PAULO", "Brazil"},
	{"Madrid|Spain|Spanish", "MADRID", "Spain"},
	{"Rome|Italy|Italian", "ROME", "Italy"},
	{"Zurich|Swiss", "ZURICH", "Switzerland"},
	{"Amsterdam|Dutch|Netherlands", "AMSTERDAM", "Netherlands"},
	{"Stockholm|Sweden|Swedish", "STOCKHOLM", "Sweden"},
	{"Cairo|Egypt*", "CAIRO", "Egypt"},
	{"Johannesburg|South Africa*", "JOHANNESBURG", "South Africa"},
	{"New Delhi|India|Indian", "NEW DELHI", "India"},
	{"Manila|Philippine*", "MANILA", "Philippines"},
	{"Jakarta|Indonesia*", "JAKARTA", "Indonesia"},
	{"Seoul|Korea*", "SEOUL", "South Korea"},
	{"Kuala Lumpur|Malaysia*", "KUALA LUMPUR", "Malaysia"},
	{"Wellington|New Zealand", "WELLINGTON", "New Zealand"},
	{"Dublin|Ireland|Irish", "DUBLIN", "Ireland"},
	{"Edinburgh|Scotland|Scottish", "EDINBURGH", "Scotland"},
	{"Manchester", "MANCHESTER", "England"},
	{"Kabul|Afghan*", "KABUL", "Afghanistan"},
	{"Tehran|Iran|Iranian", "TEHRAN", "Iran"},
	{"Baghdad|Iraq*", "BAGHDAD", "Iraq"},
	{"Jerusalem|Israel*", "JERUSALEM", "Israel"},
	{"Kuwait*", "KUWAIT", ""},
	{"Saudi|Riyadh|OPEC", "RIYADH", "Saudi Arabia"},
	{"Athens|Greece|Greek", "ATHENS", "Greece"},
	{"Nairobi|Kenya*", "NAIROBI", "Kenya"},
	{"Lagos|Nigeria*", "LAGOS", "Nigeria"},
}

var (
	places      []place
	placeWord   = map[string]int{} // word or "Two Words" -> place
	placePrefix []struct {
		prefix string
		place  int
	}
)

func init() {
	for i, k := range placeKeys {
		places = append(places, place{k[1], k[2]})
		for _, key := range strings.Split(k[0], "|") {
			if strings.HasSuffix(key, "*") {
				placePrefix = append(placePrefix, struct {
					prefix string
					place  int
				}{strings.TrimSuffix(key, "*"), i})
				continue
			}
			placeWord[key] = i
		}
	}
}

// guessPlace returns the dateline city for a story: the place named most
// often in its first 800 bytes, if it is named at least twice or in the first
// sentence; "" otherwise.
func guessPlace(text string) (city, country string) {
	if len(text) > 800 {
		text = text[:800]
	}
	firstEnd := len(text)
	if sp := SentenceSpans(text); len(sp) > 0 {
		firstEnd = sp[0][1]
	}
	counts := make([]int, len(places))
	firstAt := make([]int, len(places))
	words := wordSpans(text)
	for i, w := range words {
		tok := text[w.start:w.end]
		if r := tok[0]; r < 'A' || r > 'Z' {
			continue
		}
		p, ok := -1, false
		if i+1 < len(words) && text[w.end:words[i+1].start] == " " {
			p, ok = placeWord[tok+" "+text[words[i+1].start:words[i+1].end]]
		}
		if !ok {
			p, ok = placeWord[tok]
		}
		if !ok {
			for _, pp := range placePrefix {
				if strings.HasPrefix(tok, pp.prefix) {
					p, ok = pp.place, true
					break
				}
			}
		}
		if !ok {
			continue
		}
		if counts[p] == 0 {
			firstAt[p] = w.start
		}
		counts[p]++
	}
	best := -1
	for p, n := range counts {
		if n == 0 || (n < 2 && firstAt[p] > firstEnd) {
			continue
		}
		if best < 0 || n > counts[best] || (n == counts[best] && firstAt[p] < firstAt[best]) {
			best = p
		}
	}
	if best < 0 {
		return "", ""
	}
	return places[best].city, places[best].country
}

var monthAbbrev = []string{"Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"}

// dateline builds a dateline prefix in the outlet's format.
func dateline(o *Outlet, city, country, agency string, date time.Time, g *rng) string {
	titled := titleWords(city)
	switch o.Dateline {
	case 0:
		return city + " (" + agency + ") - "
	case 1:
		if !date.IsZero() {
			return city + ", " + monthAbbrev[date.Month()-1] + " " + fmt.Sprint(date.Day()) + " - "
		}
		return city + " - "
	case 2:
		return city + " — "
	default:
		if country != "" && g.chance(0.7) {
			return titled + ", " + country + " - "
		}
		return titled + " - "
	}
}

// --- titles ---

var (
	headlineCut  = regexp.MustCompile(`(?:,| said| says| according to| on (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)| (?:yesterday|today)\b)`)
	auxiliaries  = regexp.MustCompile(`\b(?:was|were|has been|have been|had been|is being|are being) `)
	titlePrefix  = []string{"UPDATE 1-", "UPDATE 2-", "Breaking: ", "Analysis: ", "EXCLUSIVE-", "WRAPUP 1-", "Latest: "}
	leadingNoise = regexp.MustCompile(`^(?:The|A|An) `)
)

// retitle invents a new headline for a copy.
func retitle(title, lead string, o *Outlet, g *rng) string {
	if isAllCaps(title) {
		title = titleCase(strings.TrimSpace(title))
	}
	switch g.weighted([]float64{3, 2, 2, 2}) {
	case 0: // headline from the lead sentence
		if h := headlineFromLead(lead); h != "" {
			return h
		}
		return title
	case 1:
		return pick(g, titlePrefix) + title
	case 2:
		return title + pick(g, []string{" | ", " - "}) + o.Name
	default:
		if t := lightEditSentence(title, g, 0); t != title {
			return t
		}
		return pick(g, titlePrefix) + title
	}
}

func headlineFromLead(lead string) string {
	lead = tagRe.ReplaceAllString(lead, "$1")
	if loc := headlineCut.FindStringIndex(lead); loc != nil && loc[0] > 20 {
		lead = lead[:loc[0]]
	}
	lead = strings.TrimRight(lead, ".!? ")
	lead = auxiliaries.ReplaceAllString(lead, "")
	lead = hasVerb.ReplaceAllString(lead, "")
	lead = leadingNoise.ReplaceAllString(lead, "")
	words := strings.Fields(lead)
	if len(words) < 4 || len(words) > 13 || strings.ContainsAny(lead, `"“”`) {
		return ""
	}
	return capFirst(strings.TrimRight(strings.Join(words, " "), ",;:-"))
}

var hasVerb = regexp.MustCompile(`\b(?:has|have) `)

var stopwords = setOf("the", "a", "an", "of", "in", "on", "at", "to", "for", "and", "or", "by",
	"with", "as", "from", "that", "this", "is", "was", "were", "are", "be", "been", "has", "have",
	"had", "it", "its", "he", "she", "they", "their", "his", "her", "said", "says", "will", "would",
	"which", "who", "but", "not", "also", "than", "after", "about", "over", "into", "more", "up",
	"out", "new", "year", "years", "last", "could", "there", "we", "i", "mr", "all", "one", "two")

// titleWords capitalises each word of an upper-case place name.
func titleWords(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		ws[i] = capWords(w)
	}
	return strings.Join(ws, " ")
}
