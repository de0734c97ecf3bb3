/*
 * The live bench's native reader (tests/bench/live.mjs builds it with the machine's `cc`): opens N /a-hub
 * streams to 127.0.0.1:PORT, says "ready <opened>" on stdout, then for every line on stdin (the broadcast's
 * start, in CLOCK_MONOTONIC milliseconds, the clock of Node's process.hrtime) records when each stream's
 * bytes carrying a Toast arrive, and prints one JSON line per broadcast: received, p50, p99, max, spread (ms).
 * It reads in C so that, on a machine whose cores it shares with the server, the reader's own time per
 * stream does not stand in the server's way: the Node reader beside it measures both.
 * Usage: live-reader PORT TOKEN N
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define STDIN_TAG 0xffffffffu
#define OPENING_AT_ONCE 200

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
  double d = *(const double *)a - *(const double *)b;
  return d < 0 ? -1 : d > 0;
}

static void report(double *arrivals, int received, double start) {
  if (received == 0) {
    printf("{\"received\":0}\n");
  } else {
    for (int i = 0; i < received; i++) arrivals[i] -= start;
    qsort(arrivals, received, sizeof(double), by_value);
    printf("{\"received\":%d,\"p50\":%.1f,\"p99\":%.1f,\"max\":%.1f,\"spread\":%.1f}\n", received,
           arrivals[received / 2], arrivals[(int)(received * 0.99)], arrivals[received - 1],
           arrivals[received - 1] - arrivals[0]);
  }
  fflush(stdout);
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: live-reader PORT TOKEN N\n");
    return 2;
  }
  int port = atoi(argv[1]), n = atoi(argv[3]);
  char request[4096];
  int request_length = snprintf(request, sizeof request,
                                "GET /a-hub HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer %s\r\n"
                                "Accept: text/event-stream\r\n\r\n",
                                argv[2]);
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(port)};
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  int epoll = epoll_create1(0), one = 1, opened = 0, started = 0;
  int *sockets = calloc(n, sizeof(int));
  char *is_open = calloc(n, 1);
  double *arrivals = calloc(n, sizeof(double));
  static char buffer[65536];
  struct epoll_event events[1024];

  // Opens the streams, OPENING_AT_ONCE waiting for their ": connected" at a time; gives up after 5 s idle.
  while (opened < n) {
    while (started < n && started - opened < OPENING_AT_ONCE) {
      int fd = socket(AF_INET, SOCK_STREAM, 0);
      setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
      if (connect(fd, (struct sockaddr *)&address, sizeof address) < 0 ||
          write(fd, request, request_length) != request_length) {
        perror("live-reader: opening a stream");
        return 1;
      }
      fcntl(fd, F_SETFL, O_NONBLOCK);
      sockets[started] = fd;
      struct epoll_event event = {.events = EPOLLIN, .data.u32 = (unsigned)started};
      epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event);
      started++;
    }
    int ready = epoll_wait(epoll, events, 1024, 5000);
    if (ready <= 0) break;
    for (int i = 0; i < ready; i++) {
      unsigned s = events[i].data.u32;
      ssize_t got = read(sockets[s], buffer, sizeof buffer);
      if (got <= 0) {
        fprintf(stderr, "live-reader: a stream closed while opening\n");
        return 1;
      }
      if (!is_open[s] && memmem(buffer, got, ": connected", 11)) {
        is_open[s] = 1;
        opened++;
      }
    }
  }
  struct epoll_event input = {.events = EPOLLIN, .data.u32 = STDIN_TAG};
  epoll_ctl(epoll, EPOLL_CTL_ADD, 0, &input);
  printf("ready %d\n", opened);
  fflush(stdout);

  char line[128];
  int line_length = 0, received = 0;
  double start = -1;
  for (;;) {
    int ready = epoll_wait(epoll, events, 1024, start < 0 ? -1 : 5000);
    if (ready == 0) {  // a broadcast that did not reach every stream in 5 s
      report(arrivals, received, start);
      received = 0;
      start = -1;
      continue;
    }
    for (int i = 0; i < ready; i++) {
      if (events[i].data.u32 == STDIN_TAG) {
        ssize_t got = read(0, line + line_length, sizeof line - 1 - line_length);
        if (got <= 0) return 0;  // the bench is done
        line_length += got;
        line[line_length] = 0;
        if (strchr(line, '\n')) {
          start = atof(line);
          line_length = 0;
        }
        continue;
      }
      ssize_t got = read(sockets[events[i].data.u32], buffer, sizeof buffer);
      if (got > 0 && received < n && memmem(buffer, got, "event: Toast", 12)) arrivals[received++] = now_ms();
    }
    if (received == opened && start >= 0) {
      report(arrivals, received, start);
      received = 0;
      start = -1;
    }
  }
}
