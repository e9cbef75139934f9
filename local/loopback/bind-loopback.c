/*
 * LD_PRELOAD shim for servers that cannot be told where to listen (DynamoDB Local's jar has no
 * bind-address option): a bind() to the IPv4 wildcard address becomes a bind() to 127.0.0.1.
 * The JVM is started with -Djava.net.preferIPv4Stack=true so that it binds IPv4 sockets.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

typedef int (*bind_function)(int, const struct sockaddr *, socklen_t);

int bind(int socket, const struct sockaddr *address, socklen_t length) {
  static bind_function real_bind = NULL;
  if (real_bind == NULL) real_bind = (bind_function)dlsym(RTLD_NEXT, "bind");
  if (address != NULL && address->sa_family == AF_INET && length >= sizeof(struct sockaddr_in)) {
    struct sockaddr_in loopback;
    memcpy(&loopback, address, sizeof loopback);
    if (loopback.sin_addr.s_addr == htonl(INADDR_ANY)) {
      loopback.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      return real_bind(socket, (const struct sockaddr *)&loopback, sizeof loopback);
    }
  }
  return real_bind(socket, address, length);
}
