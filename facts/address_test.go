package facts

import "testing"

// An e-mail address or a message id is an identifier: its digits are no
// count and its capitalised parts no name ("In article
// <C5sv88.HJy@news.cso.uiuc.edu>" and "<C5v9Fv.Krt@...>" are two
// messages, not a name spelt two ways; 20 Newsgroups quote them in every
// reply). What stands around it is read as before, and an "@" with no
// word on one side ("@ 5 dlrs", a handle) is no address.
func TestMentionsAddresses(t *testing.T) {
	tests := []struct{ text, want string }{
		{"In article <C5sv88.HJy@news.cso.uiuc.edu> irvine@uxh.cso.uiuc.edu (Brent Irvine) writes:", "name:brent irvine"},
		{"In article <1483500349@igc.apc.org>, cpr@igc.apc.org (Center for Policy Research) writes:", "name:center | name:policy research"},
		{"In article <Pegasus-150493132018@fp1-dialin-4.uoregon.edu> Pegasus@aaa.uoregon.edu writes:", ""},
		{"Mail TAE0460@zeus.tamu.edu by Monday, or call Tom Reed.", "day:Monday | name:tom reed"},
		{"Shares sold 300 @ 5 dlrs in London.", "number:300 | number:5 | name:london"},
		{"Follow @Reuters for 14 updates.", "name:reuters | number:14"},
		{"地震で14人が死亡した（info@example.jp）。", "number:14"},
	}
	for _, tt := range tests {
		if got := describe(tt.text, Mentions(tt.text)); got != tt.want {
			t.Errorf("%q\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}
