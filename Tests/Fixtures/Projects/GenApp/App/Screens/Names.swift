#if GENAPP
let name = "Ada Lovelace"
#endif
