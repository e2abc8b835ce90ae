package desk

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/copydesk/copydesk"
)

// An article whose deletion is queued and not yet committed is not
// answered as deleted, neither to a resend of its id nor to a second
// DELETE, until the deletion commits: a kill before that commit brings
// the article back, and a client told "was deleted" would count a
// deletion that was lost (crashtest: "its deletion was acknowledged, and
// it is back", when its ingest client resent the id).
func TestDeletedAnsweredOnlyOnceCommitted(t *testing.T) {
	ctx := context.Background()
	d := openDesk(t, filepath.Join(t.TempDir(), "desk.db"))
	defer d.Close()
	docs := readExamples(t)
	if _, err := d.Ingest(ctx, docs); err != nil {
		t.Fatal(err)
	}
	gone := docs[3]
	held, release := make(chan struct{}), make(chan struct{})
	d.beforeWrite = func(batch []*op) {
		for _, o := range batch {
			if o.kind == opDelete {
				close(held)
				<-release
				return
			}
		}
	}
	delErr := make(chan error, 1)
	go func() {
		_, err := d.Delete(ctx, gone.ID)
		delErr <- err
	}()
	<-held // the deletion is sequenced, its transaction not committed

	resend := make(chan Result, 1)
	go func() {
		res, err := d.Ingest(ctx, []copydesk.Document{gone})
		if err != nil {
			t.Error(err)
			resend <- Result{}
			return
		}
		resend <- res[0]
	}()
	again := make(chan error, 1)
	go func() {
		_, err := d.Delete(ctx, gone.ID)
		again <- err
	}()
	time.Sleep(300 * time.Millisecond)
	var early *Result
	select {
	case r := <-resend:
		t.Errorf("a resend of %s answered %q %s before its deletion committed", gone.ID, r.Status, r.Error)
		early = &r
	default:
	}
	var earlyErr error
	select {
	case earlyErr = <-again:
		t.Errorf("a second deletion of %s answered %v before the first committed", gone.ID, earlyErr)
	default:
	}
	close(release)
	if err := <-delErr; err != nil {
		t.Fatal(err)
	}
	d.beforeWrite = nil
	if early != nil {
		return
	}
	select {
	case r := <-resend:
		if !errors.Is(r.Err, ErrDeleted) {
			t.Errorf("a resend of %s once its deletion committed: %+v, want %v", gone.ID, r, ErrDeleted)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the resend did not answer once the deletion committed")
	}
	if earlyErr != nil {
		return
	}
	select {
	case err := <-again:
		if !errors.Is(err, ErrDeleted) {
			t.Errorf("a second deletion of %s once the first committed: %v, want %v", gone.ID, err, ErrDeleted)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the second deletion did not answer once the first committed")
	}
}
