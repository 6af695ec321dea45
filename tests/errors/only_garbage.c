// expect-error: expected|unexpected|invalid|stray|type|declaration
)))))
