// Left out of the app by the folder's membership exception; it does not compile.
let broken: Int = "not a number"
