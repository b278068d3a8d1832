package preview

import (
	"net"
	"net/http"
	"sync"
)

// Limit wraps ln so that srv, served on it, holds at most n connections open at once. When
// all n are open, the next connection waits in the system's queue until one closes; an
// idle keep-alive connection, the longest idle first, is closed at once to make room (a
// browser opens a new one when it needs it), so idle connections never keep a new client
// out. A connection that sends nothing is closed by srv's ReadHeaderTimeout. Limit sets
// srv.ConnState; a ConnState set before is still called.
func Limit(ln net.Listener, srv *http.Server, n int) net.Listener {
	l := &limiter{Listener: ln, slots: make(chan struct{}, n), done: make(chan struct{}), idled: make(chan struct{}, 1)}
	prev := srv.ConnState
	srv.ConnState = func(c net.Conn, s http.ConnState) {
		l.state(c, s)
		if prev != nil {
			prev(c, s)
		}
	}
	return l
}

type limiter struct {
	net.Listener
	slots chan struct{} // one per open connection
	done  chan struct{} // closed by Close
	idled chan struct{} // a connection became idle
	once  sync.Once

	mu   sync.Mutex
	idle []net.Conn // idle connections, the longest idle first
}

func (l *limiter) Accept() (net.Conn, error) {
	for taken := false; !taken; {
		select {
		case l.slots <- struct{}{}:
			taken = true
		default:
			l.closeIdle()
			select {
			case l.slots <- struct{}{}:
				taken = true
			case <-l.idled: // close it, then try again
			case <-l.done:
				return nil, net.ErrClosed
			}
		}
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &limitedConn{Conn: c, release: func() { <-l.slots }}, nil
}

func (l *limiter) Close() error {
	l.once.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// state keeps the list of idle connections.
func (l *limiter) state(c net.Conn, s http.ConnState) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for i, d := range l.idle {
		if d == c {
			l.idle = append(l.idle[:i], l.idle[i+1:]...)
			break
		}
	}
	if s == http.StateIdle {
		l.idle = append(l.idle, c)
		select {
		case l.idled <- struct{}{}:
		default:
		}
	}
}

// closeIdle closes the connection idle the longest, if there is one.
func (l *limiter) closeIdle() {
	l.mu.Lock()
	var c net.Conn
	if len(l.idle) > 0 {
		c, l.idle = l.idle[0], l.idle[1:]
	}
	l.mu.Unlock()
	if c != nil {
		c.Close()
	}
}

// limitedConn frees its slot when it is first closed.
type limitedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
