import SwiftUI

// Preview names of any length and content give safe, unique, stable file names.

#Preview("A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name") { Text("long") }
#Preview("A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name A very long preview name (second)") { Text("long 2") }
#Preview("../../escape \"quoted\" \\ back/slash") { Text("odd") }
#Preview("Ünïcødé 名前 🎉") { Text("unicode") }
#Preview("") { Text("empty") }
#Preview("   ") { Text("spaces") }
