{
  "targets": [
    {
      "target_name": "hashchain",
      "sources": ["hashchain.c"],
      "cflags": ["-O3", "-fno-strict-aliasing", "-Wno-deprecated-declarations"],
      "cflags_c": ["-std=gnu11"]
    }
  ]
}
