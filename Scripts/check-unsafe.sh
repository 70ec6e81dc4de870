#!/usr/bin/env bash
# The engine's unsafe-code rules (stated at the top of Sources/LayoutVizCore/Layout/LayoutEngine.swift):
# 1. raw allocation, freeing, pointer arithmetic and unretained references only in UnsafeStore.swift;
# 2. @exclusivity(unchecked) only on storage declarations (UnsafeStore, SizeCacheTable), each
#    with a one-line reason in a comment on the line before.
set -euo pipefail
cd "$(dirname "$0")/.."
core=Sources/LayoutVizCore
fence=$core/Layout/UnsafeStore.swift
status=0

unsafe='Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|\.allocate\(|deallocate\(|withUnsafeTemporaryAllocation|withUnsafe(Mutable)?(Bytes|BufferPointer|Pointer)|Unmanaged|unowned\(unsafe\)|\.pointee|_withUnsafeGuaranteedRef'
if hits=$(grep -rnE "$unsafe" "$core" --include='*.swift' | grep -v "^$fence:"); then
  echo "check-unsafe: unsafe memory operations outside $fence:" >&2
  echo "$hits" >&2
  status=1
fi

while IFS=: read -r file line text; do
  if ! grep -qE '@exclusivity\(unchecked\) (private )?(private\(set\) )?var [A-Za-z_]+( = |: )(UnsafeStore<|SizeCacheTable\()' <<<"$text"; then
    echo "check-unsafe: $file:$line: @exclusivity(unchecked) on something that is not engine storage:" >&2
    echo "  $text" >&2
    status=1
  fi
  previous=$(sed -n "$((line - 1))p" "$file")
  if ! grep -qE '^\s*// unchecked: .+' <<<"$previous"; then
    echo "check-unsafe: $file:$line: @exclusivity(unchecked) without a '// unchecked: <reason>' line before it" >&2
    status=1
  fi
done < <(grep -rn '@exclusivity(unchecked)' Sources --include='*.swift' | grep -v '^\S*:[0-9]*:\s*//')

[[ $status -eq 0 ]] && echo "check-unsafe: ok (unsafe code only in $fence; every @exclusivity(unchecked) is storage with a reason)"
exit $status
