import Foundation

// The SF Symbol names LayoutViz draws from open icon fonts (docs/layout/image.md, "Symbols").
//
// SF Symbols cannot ship. The names public SwiftUI code uses most (ranked from a study of 52
// public repositories, docs/coverage.md, "Symbols") are drawn with glyphs of Google's Material
// Icons (Debian's fonts-material-design-icons-iconfont, Apache 2.0) or, where it has none, the
// community Material Design Icons (fonts-materialdesignicons-webfont, OFL), through this table;
// LayoutViz's own drawings (SymbolGlyphs.swift) stay where they are closer to SF's. The table is
// maintained by hand: each line is an SF name, then its plain and its `.fill` drawing:
//
//   h               LayoutViz's own drawing of the name (SymbolGlyphs.swift)
//   m:<name>:<cp>   the Material Icons glyph <name> at code point <cp>, filled
//   mc:<name>:<cp>  the same glyph drawn as its contour (SF's outline look, from a filled glyph)
//   d:<name>:<cp>   the Material Design Icons glyph <name>
//
// The `.circle`, `.circle.fill`, `.square`, `.square.fill` and `.slash` variants of a name are
// composed from its drawings (SymbolArt.swift) unless the second list gives them a glyph of their
// own. A test checks every code point against the glyph names the installed fonts publish, and
// that every name draws a glyph, not the stand-in.

enum SymbolTable {
    /// SF name, plain drawing, `.fill` drawing.
    static let baseLines = """
plus h h
minus h h
xmark h h
checkmark h h
multiply m:close:e5cd m:close:e5cd
divide m:horizontal_rule:f108 m:horizontal_rule:f108
equal d:equal:f1fc d:equal:f1fc
circle h m:circle:ef4a
square h m:stop:e047
largecircle m:radio_button_unchecked:e836 m:circle:ef4a
circle.lefthalf m:contrast:eb37 m:contrast:eb37
circle.righthalf m:contrast:eb37 m:contrast:eb37
square.righthalf m:flip:e3e8 m:flip:e3e8
diamond m:diamond:ead5 m:diamond:ead5
triangle m:change_history:e86b m:change_history:e86b
hexagon d:hexagon-outline:f2d9 d:hexagon:f2d8
octagon d:octagon-outline:f3c4 d:octagon:f3c3
seal mc:verified:ef76 m:verified:ef76
capsule d:pill:f402 d:pill:f402
rectangle m:crop_16_9:e3bc m:rectangle:eb54
ellipsis h h
ellipsis.vertical m:more_vert:e5d4 m:more_vert:e5d4
questionmark m:question_mark:eb8b m:question_mark:eb8b
exclamationmark m:priority_high:e645 m:priority_high:e645
info m:info_outline:e88f m:info:e88e
at m:alternate_email:e0e6 m:alternate_email:e0e6
number m:tag:e9ef m:tag:e9ef
percent m:percent:eb58 m:percent:eb58
dollarsign m:attach_money:e227 m:attach_money:e227
eurosign m:euro:ea15 m:euro:ea15
sterlingsign m:currency_pound:eaf1 m:currency_pound:eaf1
yensign m:currency_yen:eafb m:currency_yen:eafb
chevron.right h h
chevron.left h h
chevron.up h h
chevron.down h h
chevron.forward h h
chevron.backward h h
chevron.right.2 m:keyboard_double_arrow_right:eac9 m:keyboard_double_arrow_right:eac9
chevron.left.2 m:keyboard_double_arrow_left:eac3 m:keyboard_double_arrow_left:eac3
chevron.up.chevron.down m:unfold_more:e5d7 m:unfold_more:e5d7
chevron.left.forwardslash.chevron.right m:code:e86f m:code:e86f
arrow.up h h
arrow.down h h
arrow.left h h
arrow.right h h
arrow.forward m:arrow_forward:e5c8 m:arrow_forward:e5c8
arrow.backward m:arrow_back:e5c4 m:arrow_back:e5c4
arrow.up.right m:north_east:f1e1 m:north_east:f1e1
arrow.up.left m:north_west:f1e2 m:north_west:f1e2
arrow.down.right m:south_east:f1e4 m:south_east:f1e4
arrow.down.left m:south_west:f1e5 m:south_west:f1e5
arrow.clockwise m:refresh:e5d5 m:refresh:e5d5
arrow.counterclockwise m:replay:e042 m:replay:e042
arrow.triangle.2.circlepath h m:sync:e627
arrow.2.squarepath m:sync_alt:ea18 m:sync_alt:ea18
arrow.2.circlepath m:autorenew:e863 m:autorenew:e863
arrow.up.arrow.down m:swap_vert:e8d5 m:swap_vert:e8d5
arrow.left.arrow.right m:swap_horiz:e8d4 m:swap_horiz:e8d4
arrow.right.arrow.left m:swap_horiz:e8d4 m:swap_horiz:e8d4
arrow.swap m:swap_horiz:e8d4 m:swap_horiz:e8d4
arrow.up.and.down m:height:ea16 m:height:ea16
arrow.left.and.right m:sync_alt:ea18 m:sync_alt:ea18
arrow.up.left.and.arrow.down.right m:open_in_full:f1ce m:open_in_full:f1ce
arrow.down.right.and.arrow.up.left m:close_fullscreen:f1cf m:close_fullscreen:f1cf
arrow.uturn.backward m:undo:e166 m:undo:e166
arrow.uturn.forward m:redo:e15a m:redo:e15a
arrow.uturn.left h m:undo:e166
arrow.uturn.right m:redo:e15a m:redo:e15a
arrow.turn.up.left m:reply:e15e m:reply:e15e
arrow.turn.up.right m:forward:e154 m:forward:e154
arrowshape.turn.up.left mc:reply:e15e m:reply:e15e
arrowshape.turn.up.right mc:forward:e154 m:forward:e154
arrowshape.left mc:arrow_back:e5c4 m:arrow_back:e5c4
arrowshape.right mc:arrow_forward:e5c8 m:arrow_forward:e5c8
arrowshape.up mc:arrow_upward:e5d8 m:arrow_upward:e5d8
arrowshape.down mc:arrow_downward:e5db m:arrow_downward:e5db
arrowtriangle.backward m:arrow_left:e5de m:arrow_left:e5de
arrowtriangle.forward m:arrow_right:e5df m:arrow_right:e5df
arrowtriangle.left m:arrow_left:e5de m:arrow_left:e5de
arrowtriangle.right m:arrow_right:e5df m:arrow_right:e5df
arrowtriangle.up m:arrow_drop_up:e5c7 m:arrow_drop_up:e5c7
arrowtriangle.down m:arrow_drop_down:e5c5 m:arrow_drop_down:e5c5
arrow.down.to.line m:vertical_align_bottom:e258 m:vertical_align_bottom:e258
arrow.up.to.line m:vertical_align_top:e25a m:vertical_align_top:e25a
arrow.down.to.line.alt m:vertical_align_bottom:e258 m:vertical_align_bottom:e258
arrow.up.to.line.alt m:vertical_align_top:e25a m:vertical_align_top:e25a
arrow.left.to.line m:first_page:e5dc m:first_page:e5dc
arrow.right.to.line m:last_page:e5dd m:last_page:e5dd
arrow.left.to.line.alt m:first_page:e5dc m:first_page:e5dc
arrow.right.to.line.alt m:last_page:e5dd m:last_page:e5dd
arrow.up.message m:mark_chat_unread:f189 m:mark_chat_unread:f189
arrow.up.right.square m:open_in_new:e89e m:open_in_new:e89e
arrow.turn.up.forward.iphone m:mobile_screen_share:e0e7 m:mobile_screen_share:e0e7
arrow.trianglehead.turn.up.right.diamond m:directions:e52e m:directions:e52e
arrow.up.doc mc:upload_file:e9fc m:upload_file:e9fc
arrow.down.doc mc:file_download:e2c4 m:file_download:e2c4
return m:keyboard_return:e31b m:keyboard_return:e31b
repeat m:repeat:e040 m:repeat:e040
shuffle m:shuffle:e043 m:shuffle:e043
magnifyingglass h h
gear h m:settings:e8b8
gearshape h m:settings:e8b8
gearshape.2 mc:settings:e8b8 m:settings:e8b8
slider.horizontal.3 m:tune:e429 m:tune:e429
slider.vertical.3 m:tune:e429 m:tune:e429
slider.horizontal.below.square.filled.and.square m:tune:e429 m:tune:e429
line.3.horizontal m:menu:e5d2 m:menu:e5d2
line.horizontal.3 m:menu:e5d2 m:menu:e5d2
line.3.horizontal.decrease m:filter_list:e152 m:filter_list:e152
line.horizontal.3.decrease m:filter_list:e152 m:filter_list:e152
line.3.horizontal.circle m:menu:e5d2 m:menu:e5d2
list.bullet h h
list.number m:format_list_numbered:e242 m:format_list_numbered:e242
list.dash m:list:e896 m:list:e896
list.bullet.rectangle m:list_alt:e0ee m:list_alt:e0ee
list.bullet.below.rectangle m:list_alt:e0ee m:list_alt:e0ee
list.clipboard mc:assignment:e85d m:assignment:e85d
checklist m:checklist:e6b1 m:checklist:e6b1
square.grid.2x2 h m:grid_view:e9b0
square.grid.3x3 m:apps:e5c3 m:apps:e5c3
circle.grid.2x2 m:workspaces:e1a0 m:workspaces:e1a0
circle.grid.cross m:apps:e5c3 m:apps:e5c3
circle.grid.hex m:hive:eaa6 m:hive:eaa6
circle.hexagongrid m:hive:eaa6 m:hive:eaa6
square.fill.text.grid.1x2 m:view_agenda:e8e9 m:view_agenda:e8e9
rectangle.grid.1x2 m:view_agenda:e8e9 m:view_agenda:e8e9
sidebar.left h m:view_sidebar:f114
sidebar.right m:view_sidebar:f114 m:view_sidebar:f114
square.and.arrow.up h m:ios_share:e6b8
square.and.arrow.down m:save_alt:e171 m:save_alt:e171
square.and.pencil h m:edit_note:e745
square.on.square m:filter_none:e3e0 m:library_add_check:e9b7
square.stack m:library_books:e02f m:library_books:e02f
square.stack.3d.up m:layers:e53b m:layers:e53b
rectangle.stack m:filter_none:e3e0 m:collections:e3b6
rectangle.on.rectangle m:filter_none:e3e0 m:filter_none:e3e0
rectangle.fill.on.rectangle m:filter_none:e3e0 m:library_books:e02f
rectangle.portrait.and.arrow.right m:logout:e9ba m:logout:e9ba
rectangle.and.pencil.and.ellipsis m:password:f042 m:password:f042
macwindow m:web_asset:e069 m:web_asset:e069
macwindow.on.rectangle m:web_stories:e595 m:web_stories:e595
filemenu.and.selection m:menu_open:e9bd m:menu_open:e9bd
switch.2 m:toggle_on:e9f6 m:toggle_on:e9f6
control m:keyboard_control_key:eae6 m:keyboard_control_key:eae6
aspectratio m:aspect_ratio:e85b m:aspect_ratio:e85b
skew m:transform:e428 m:transform:e428
lasso m:gesture:e155 m:gesture:e155
cube.transparent m:view_in_ar:e9fe m:view_in_ar:e9fe
cube m:view_in_ar:e9fe m:view_in_ar:e9fe
cube.box m:inventory_2:e1a1 m:inventory_2:e1a1
flip.horizontal m:flip:e3e8 m:flip:e3e8
crop m:crop:e3be m:crop:e3be
rotate.right m:rotate_right:e41a m:rotate_right:e41a
rotate.left m:rotate_left:e419 m:rotate_left:e419
scope m:gps_fixed:e1b3 m:gps_fixed:e1b3
viewfinder m:center_focus_weak:e3b5 m:center_focus_strong:e3b4
qrcode.viewfinder m:qr_code_scanner:f206 m:qr_code_scanner:f206
qrcode m:qr_code:ef6b m:qr_code:ef6b
barcode d:barcode:f071 d:barcode:f071
barcode.viewfinder m:qr_code_scanner:f206 m:qr_code_scanner:f206
link m:link:e157 m:link:e157
paperclip m:attach_file:e226 m:attach_file:e226
pin mc:push_pin:f10d m:push_pin:f10d
pin.slash m:push_pin:f10d m:push_pin:f10d
mappin m:location_on:e0c8 m:location_on:e0c8
mappin.and.ellipse m:pin_drop:e55e m:pin_drop:e55e
location h m:near_me:e569
location.north m:navigation:e55d m:navigation:e55d
map h m:map:e55b
mountain.2 h h
signpost.right m:signpost:eb91 m:signpost:eb91
safari m:explore:e87a m:explore:e87a
compass.drawing m:explore:e87a m:explore:e87a
globe h m:public:e80b
globe.americas m:public:e80b m:public:e80b
globe.europe.africa m:public:e80b m:public:e80b
network m:lan:eb2f m:lan:eb2f
wifi h h
wifi.exclamationmark m:wifi_off:e648 m:wifi_off:e648
antenna.radiowaves.left.and.right m:sensors:e51e m:sensors:e51e
dot.radiowaves.left.and.right m:sensors:e51e m:sensors:e51e
dot.radiowaves.right m:rss_feed:e0e5 m:rss_feed:e0e5
dot.radiowaves.up.forward m:rss_feed:e0e5 m:rss_feed:e0e5
badge.plus.radiowaves.right m:nfc:e1bb m:nfc:e1bb
airplayvideo m:airplay:e055 m:airplay:e055
airplayaudio m:speaker_group:e32e m:speaker_group:e32e
fiberchannel m:settings_input_hdmi:e8c2 m:settings_input_hdmi:e8c2
cable.connector m:cable:efe6 m:cable:efe6
power m:power_settings_new:e8ac m:power_settings_new:e8ac
bolt h m:bolt:ea0b
bolt.slash m:flash_off:e3e6 m:flash_off:e3e6
battery.100 m:battery_full:e1a4 m:battery_full:e1a4
battery.25 m:battery_2_bar:ebe0 m:battery_2_bar:ebe0
keyboard m:keyboard:e312 m:keyboard:e312
keyboard.chevron.compact.down m:keyboard_hide:e31a m:keyboard_hide:e31a
delete.left mc:backspace:e14a m:backspace:e14a
delete.backward mc:backspace:e14a m:backspace:e14a
delete.right m:backspace:e14a m:backspace:e14a
command m:keyboard_command_key:eae7 m:keyboard_command_key:eae7
option m:keyboard_option_key:eae8 m:keyboard_option_key:eae8
eye m:visibility:e8f4 m:visibility:e8f4
eye.slash m:visibility_off:e8f5 m:visibility_off:e8f5
eyeglasses m:visibility:e8f4 m:visibility:e8f4
hand.raised mc:front_hand:e769 m:front_hand:e769
hand.thumbsup m:thumb_up_off_alt:e9f3 m:thumb_up:e8dc
hand.thumbsdown m:thumb_down_off_alt:e9f2 m:thumb_down:e8db
hand.point.up mc:touch_app:e913 m:touch_app:e913
hand.tap mc:touch_app:e913 m:touch_app:e913
hand.wave mc:waving_hand:e766 m:waving_hand:e766
hands.clap mc:sign_language:ebe5 m:sign_language:ebe5
hand.point.right mc:back_hand:e764 m:back_hand:e764
lock h m:lock:e897
lock.open m:lock_open:e898 m:lock_open:e898
lock.shield m:admin_panel_settings:ef3d m:admin_panel_settings:ef3d
lock.rotation m:screen_lock_rotation:e1c0 m:screen_lock_rotation:e1c0
key mc:key:e73c m:key:e73c
key.horizontal mc:key:e73c m:key:e73c
shield mc:shield:e9e0 m:shield:e9e0
checkmark.shield m:verified_user:e8e8 m:verified_user:e8e8
lock.shield.fill m:admin_panel_settings:ef3d m:admin_panel_settings:ef3d
faceid m:face:e87c m:face:e87c
touchid m:fingerprint:e90d m:fingerprint:e90d
trash h m:delete:e872
archivebox mc:archive:e149 m:archive:e149
tray h m:inbox:e156
tray.full m:inbox:e156 m:inbox:e156
tray.and.arrow.down m:move_to_inbox:e168 m:move_to_inbox:e168
tray.and.arrow.up m:outbox:ef5f m:outbox:ef5f
folder h m:folder:e2c7
folder.badge.plus m:create_new_folder:e2cc m:create_new_folder:e2cc
doc h m:description:e873
doc.text h m:description:e873
doc.richtext mc:article:ef42 m:article:ef42
doc.on.doc m:content_copy:e14d m:content_copy:e14d
doc.on.clipboard mc:content_paste:e14f m:content_paste:e14f
doc.plaintext mc:description:e873 m:description:e873
doc.text.magnifyingglass m:find_in_page:e880 m:find_in_page:e880
note.text mc:sticky_note_2:f1fc m:sticky_note_2:f1fc
note.text.badge.plus m:note_add:e89c m:note_add:e89c
note mc:sticky_note_2:f1fc m:sticky_note_2:f1fc
list.bullet.clipboard mc:assignment:e85d m:assignment:e85d
clipboard mc:content_paste:e14f m:content_paste:e14f
book mc:menu_book:ea19 m:menu_book:ea19
book.closed mc:book:e865 m:book:e865
books.vertical m:library_books:e02f m:library_books:e02f
bookmark h m:bookmark:e866
magazine mc:auto_stories:e666 m:auto_stories:e666
newspaper m:newspaper:eb81 m:newspaper:eb81
text.bubble m:chat:e0b7 m:chat:e0b7
quote.bubble m:format_quote:e244 m:format_quote:e244
quote.opening m:format_quote:e244 m:format_quote:e244
captions.bubble m:closed_caption:e01c m:closed_caption:e01c
exclamationmark.bubble m:feedback:e87f m:feedback:e87f
bubble m:chat_bubble_outline:e0cb m:chat_bubble:e0ca
bubble.left h m:chat_bubble:e0ca
bubble.right m:chat_bubble_outline:e0cb m:chat_bubble:e0ca
bubble.left.and.bubble.right m:forum:e0bf m:forum:e0bf
bubble.left.and.text.bubble.right m:forum:e0bf m:forum:e0bf
message h m:chat_bubble:e0ca
ellipsis.bubble m:sms:e625 m:sms:e625
text.badge.plus m:playlist_add:e03b m:playlist_add:e03b
envelope h m:email:e0be
envelope.open m:drafts:e151 m:drafts:e151
paperplane h m:send:e163
tag mc:sell:f05b m:sell:f05b
bell h m:notifications:e7f4
bell.badge m:notifications_active:e7f7 m:notifications_active:e7f7
bell.slash m:notifications_off:e7f6 m:notifications_off:e7f6
bell.and.waves.left.and.right m:notifications_active:e7f7 m:notifications_active:e7f7
calendar h m:calendar_month:ebcc
calendar.badge.plus m:edit_calendar:e742 m:edit_calendar:e742
calendar.badge.clock m:pending_actions:f1bb m:pending_actions:f1bb
calendar.badge.exclamationmark m:event_busy:e615 m:event_busy:e615
calendar.day.timeline.left m:view_day:e8ed m:view_day:e8ed
clock h m:schedule:e8b5
clock.arrow.circlepath m:history:e889 m:history:e889
alarm m:alarm:e855 m:alarm:e855
timer m:timer:e425 m:timer:e425
stopwatch m:timer:e425 m:timer:e425
hourglass m:hourglass_empty:e88b m:hourglass_full:e88c
timelapse m:timelapse:e422 m:timelapse:e422
person h m:person:e7fd
person.2 h m:people:e7fb
person.3 m:groups:f233 m:groups:f233
person.3.sequence m:groups:f233 m:groups:f233
person.crop.circle h m:account_circle:e853
person.crop.square m:account_box:e851 m:account_box:e851
person.crop.rectangle m:badge:ea67 m:badge:ea67
person.badge.plus h m:person_add:e7fe
person.badge.minus m:person_remove:ef66 m:person_remove:ef66
person.badge.key m:manage_accounts:f02e m:manage_accounts:f02e
person.crop.circle.badge.plus m:person_add:e7fe m:person_add:e7fe
person.crop.circle.badge.xmark m:person_off:e510 m:person_off:e510
person.crop.circle.badge.checkmark m:how_to_reg:e174 m:how_to_reg:e174
person.crop.circle.badge.exclamationmark m:person_off:e510 m:person_off:e510
person.text.rectangle m:badge:ea67 m:badge:ea67
person.and.background.dotted m:person:e7fd m:person:e7fd
figure.walk m:directions_walk:e536 m:directions_walk:e536
figure.run m:directions_run:e566 m:directions_run:e566
figure.stand m:accessibility:e84e m:accessibility:e84e
brain.head.profile m:psychology:ea4a m:psychology:ea4a
brain m:psychology:ea4a m:psychology:ea4a
face.smiling m:sentiment_satisfied_alt:e0ed m:emoji_emotions:ea22
house h m:home:e88a
building.2 m:apartment:ea40 m:apartment:ea40
server.rack m:dns:e875 m:dns:e875
plus.magnifyingglass m:zoom_in:e8ff m:zoom_in:e8ff
play.rectangle mc:smart_display:f06a m:smart_display:f06a
rainbow m:looks:e3fc m:looks:e3fc
text.badge.star m:grading:ea4f m:grading:ea4f
building.columns m:account_balance:e84f m:account_balance:e84f
homekit m:home:e88a m:home:e88a
storefront m:storefront:ea12 m:storefront:ea12
bed.double m:bed:efdf m:bed:efdf
sofa m:chair:efed m:chair:efed
chair m:chair:efed m:chair:efed
lightbulb m:lightbulb_outline:e90f m:lightbulb:e0f0
flashlight.off m:flashlight_off:f00a m:flashlight_off:f00a
flashlight.on m:flashlight_on:f00b m:flashlight_on:f00b
heart h m:favorite:e87d
suit.heart m:favorite_border:e87e m:favorite:e87d
star h m:star:e838
star.leadinghalf.filled m:star_half:e839 m:star_half:e839
sparkles m:auto_awesome:e65f m:auto_awesome:e65f
sparkle m:auto_awesome:e65f m:auto_awesome:e65f
crown d:crown:f1a5 d:crown:f1a5
trophy d:trophy-outline:f53a d:trophy:f538
medal m:military_tech:ea3f m:military_tech:ea3f
rosette m:workspace_premium:e7af m:workspace_premium:e7af
gift mc:card_giftcard:e8f6 m:redeem:e8b1
giftcard mc:card_giftcard:e8f6 m:card_giftcard:e8f6
flag h m:flag:e153
flag.checkered m:sports_score:f06e m:sports_score:f06e
bag mc:shopping_bag:f1cc m:shopping_bag:f1cc
bag.badge.plus m:add_shopping_cart:e854 m:add_shopping_cart:e854
cart h m:shopping_cart:e8cc
cart.badge.plus m:add_shopping_cart:e854 m:add_shopping_cart:e854
basket m:shopping_basket:e8cb m:shopping_basket:e8cb
creditcard h m:credit_card:e870
wallet.pass m:account_balance_wallet:e850 m:account_balance_wallet:e850
banknote m:payments:ef63 m:payments:ef63
shippingbox h m:inventory_2:e1a1
box.truck mc:local_shipping:e558 m:local_shipping:e558
truck.box mc:local_shipping:e558 m:local_shipping:e558
car m:directions_car:e531 m:directions_car:e531
bus m:directions_bus:e530 m:directions_bus:e530
tram m:tram:e571 m:tram:e571
train.side.front.car m:train:e570 m:train:e570
bicycle m:directions_bike:e52f m:directions_bike:e52f
airplane m:flight:e539 m:flight:e539
fuelpump m:local_gas_station:e546 m:local_gas_station:e546
fork.knife m:restaurant:e56c m:restaurant:e56c
cup.and.saucer m:local_cafe:e541 m:local_cafe:e541
mug m:coffee:efef m:coffee:efef
takeoutbag.and.cup.and.straw m:takeout_dining:ea74 m:takeout_dining:ea74
carrot d:carrot:f10f d:carrot:f10f
leaf mc:eco:ea35 m:eco:ea35
leaf.arrow.circlepath m:recycling:e760 m:recycling:e760
tree m:park:ea63 m:park:ea63
pawprint m:pets:e91d m:pets:e91d
bird m:flutter_dash:e00b m:flutter_dash:e00b
hare m:speed:e9e4 m:speed:e9e4
tortoise m:slow_motion_video:e068 m:slow_motion_video:e068
ant m:bug_report:e868 m:bug_report:e868
ladybug m:bug_report:e868 m:bug_report:e868
fish m:set_meal:f1ea m:set_meal:f1ea
flame mc:local_fire_department:ef55 m:local_fire_department:ef55
drop mc:water_drop:e798 m:water_drop:e798
snowflake m:ac_unit:eb3b m:ac_unit:eb3b
snow m:ac_unit:eb3b m:ac_unit:eb3b
sun.max mc:wb_sunny:e430 m:wb_sunny:e430
sun.min m:light_mode:e518 m:light_mode:e518
sunrise d:weather-sunset-up:f59c d:weather-sunset-up:f59c
sunset d:weather-sunset-down:f59b d:weather-sunset-down:f59b
moon mc:dark_mode:e51c m:dark_mode:e51c
moon.stars m:nights_stay:ea46 m:nights_stay:ea46
moon.zzz m:bedtime:ef44 m:bedtime:ef44
cloud mc:cloud:e2bd m:cloud:e2bd
cloud.sun d:weather-partlycloudy:f595 d:weather-partlycloudy:f595
cloud.rain d:weather-rainy:f597 d:weather-rainy:f597
cloud.heavyrain d:weather-pouring:f596 d:weather-pouring:f596
cloud.sun.rain d:weather-rainy:f597 d:weather-rainy:f597
cloud.sun.bolt d:weather-lightning:f593 d:weather-lightning:f593
cloud.bolt d:weather-lightning:f593 d:weather-lightning:f593
cloud.bolt.rain m:thunderstorm:ebdb m:thunderstorm:ebdb
cloud.drizzle d:weather-rainy:f597 d:weather-rainy:f597
cloud.snow d:weather-snowy:f598 d:weather-snowy:f598
cloud.fog d:weather-fog:f591 d:weather-fog:f591
wind d:weather-windy:f59d d:weather-windy:f59d
tornado m:storm:f070 m:storm:f070
hurricane m:storm:f070 m:storm:f070
cloud.moon d:weather-night:f594 d:weather-night:f594
cloud.hail d:weather-hail:f592 d:weather-hail:f592
cloud.sleet d:weather-snowy:f598 d:weather-snowy:f598
smoke m:foggy:e818 m:foggy:e818
sun.haze m:foggy:e818 m:foggy:e818
cloud.moon.rain d:weather-rainy:f597 d:weather-rainy:f597
thermometer m:thermostat:f076 m:thermostat:f076
thermometer.sun m:thermostat:f076 m:thermostat:f076
thermometer.medium d:thermometer:f50f d:thermometer:f50f
thermometer.low d:thermometer:f50f d:thermometer:f50f
thermometer.high d:thermometer:f50f d:thermometer:f50f
thermometer.snowflake d:thermometer:f50f d:thermometer:f50f
umbrella m:umbrella:f1ad m:umbrella:f1ad
humidity m:water_drop:e798 m:water_drop:e798
icloud mc:cloud:e2bd m:cloud:e2bd
icloud.and.arrow.up m:cloud_upload:e2c3 m:cloud_upload:e2c3
icloud.and.arrow.down m:cloud_download:e2c0 m:cloud_download:e2c0
play h m:play_arrow:e037
pause h m:pause:e034
stop m:stop:e047 m:stop:e047
playpause m:play_arrow:e037 m:play_arrow:e037
forward m:fast_forward:e01f m:fast_forward:e01f
backward m:fast_rewind:e020 m:fast_rewind:e020
forward.end m:skip_next:e044 m:skip_next:e044
backward.end m:skip_previous:e045 m:skip_previous:e045
goforward m:redo:e15a m:redo:e15a
gobackward m:undo:e166 m:undo:e166
goforward.10 m:forward_10:e056 m:forward_10:e056
gobackward.10 m:replay_10:e059 m:replay_10:e059
goforward.15 m:forward_10:e056 m:forward_10:e056
gobackward.15 m:replay_10:e059 m:replay_10:e059
goforward.30 m:forward_30:e057 m:forward_30:e057
gobackward.30 m:replay_30:e05a m:replay_30:e05a
repeat.1 m:repeat_one:e041 m:repeat_one:e041
record.circle m:radio_button_checked:e837 m:radio_button_checked:e837
speaker m:volume_mute:e04e m:volume_mute:e04e
speaker.wave.1 m:volume_down:e04d m:volume_down:e04d
speaker.wave.2 m:volume_up:e050 m:volume_up:e050
speaker.wave.3 m:volume_up:e050 m:volume_up:e050
speaker.slash m:volume_off:e04f m:volume_off:e04f
music.note m:music_note:e405 m:music_note:e405
music.note.list m:queue_music:e03d m:queue_music:e03d
music.mic m:mic_external_on:ef5a m:mic_external_on:ef5a
mic m:mic_none:e02a m:mic:e029
microphone m:mic_none:e02a m:mic:e029
mic.slash m:mic_off:e02b m:mic_off:e02b
headphones m:headphones:f01f m:headphones:f01f
beats.headphones m:headset:e310 m:headset:e310
waveform m:graphic_eq:e1b8 m:graphic_eq:e1b8
radio m:radio:e03e m:radio:e03e
tv m:tv:e333 m:tv:e333
display m:desktop_windows:e30c m:desktop_windows:e30c
film m:movie:e02c m:movie:e02c
film.stack m:video_library:e04a m:video_library:e04a
movieclapper m:movie_creation:e404 m:movie_creation:e404
theatermasks m:theater_comedy:ea66 m:theater_comedy:ea66
video m:videocam:e04b m:videocam:e04b
video.slash m:videocam_off:e04c m:videocam_off:e04c
video.badge.plus m:video_call:e070 m:video_call:e070
camera h m:photo_camera:e412
camera.aperture m:camera:e3af m:camera:e3af
camera.macro m:local_florist:e545 m:local_florist:e545
camera.badge.ellipsis m:add_a_photo:e439 m:add_a_photo:e439
camera.rotate m:flip_camera_ios:ea38 m:flip_camera_ios:ea38
camera.viewfinder m:camera_enhance:e8fc m:camera_enhance:e8fc
photo h m:image:e3f4
photo.on.rectangle m:photo_library:e413 m:photo_library:e413
photo.on.rectangle.angled m:collections:e3b6 m:collections:e3b6
photo.stack m:photo_library:e413 m:photo_library:e413
photo.badge.plus m:add_photo_alternate:e43e m:add_photo_alternate:e43e
photo.artframe m:wallpaper:e1bc m:wallpaper:e1bc
paintbrush m:brush:e3ae m:brush:e3ae
paintbrush.pointed m:brush:e3ae m:brush:e3ae
paintpalette mc:palette:e40a m:palette:e40a
eyedropper m:colorize:e3b8 m:colorize:e3b8
eyedropper.full m:colorize:e3b8 m:colorize:e3b8
eyedropper.halffull m:colorize:e3b8 m:colorize:e3b8
pencil m:edit:e3c9 m:edit:e3c9
pencil.line m:border_color:e22b m:border_color:e22b
pencil.and.outline m:border_color:e22b m:border_color:e22b
pencil.tip m:create:e150 m:create:e150
highlighter m:border_color:e22b m:border_color:e22b
scribble m:gesture:e155 m:gesture:e155
scribble.variable m:draw:e746 m:draw:e746
eraser d:eraser:f1fe d:eraser:f1fe
scissors m:content_cut:e14e m:content_cut:e14e
wand.and.stars m:auto_fix_high:e663 m:auto_fix_high:e663
wand.and.rays m:auto_fix_normal:e664 m:auto_fix_normal:e664
wand.and.rays.inverse m:auto_fix_normal:e664 m:auto_fix_normal:e664
textformat m:text_format:e165 m:text_format:e165
textformat.size m:format_size:e245 m:format_size:e245
textformat.size.larger m:text_increase:eae2 m:text_increase:eae2
textformat.size.smaller m:text_decrease:eadd m:text_decrease:eadd
bold m:format_bold:e238 m:format_bold:e238
italic m:format_italic:e23f m:format_italic:e23f
underline m:format_underlined:e249 m:format_underlined:e249
text.alignleft m:format_align_left:e236 m:format_align_left:e236
text.aligncenter m:format_align_center:e234 m:format_align_center:e234
text.alignright m:format_align_right:e237 m:format_align_right:e237
iphone h m:smartphone:e32c
ipad m:tablet_mac:e331 m:tablet_mac:e331
laptopcomputer m:laptop_mac:e320 m:laptop_mac:e320
desktopcomputer m:desktop_mac:e30b m:desktop_mac:e30b
macbook.and.iphone m:devices:e1b1 m:devices:e1b1
applewatch m:watch:e334 m:watch:e334
candybarphone m:phone_android:e324 m:phone_android:e324
printer m:print:e8ad m:print:e8ad
gamecontroller m:sports_esports:ea28 m:sports_esports:ea28
headphones.circle m:headphones:f01f m:headphones:f01f
phone mc:phone:e0cd m:phone:e0cd
phone.arrow.up.right m:phone_forwarded:e61c m:phone_forwarded:e61c
phone.down m:call_end:e0b1 m:call_end:e0b1
video.circle m:videocam:e04b m:videocam:e04b
wrench m:build:e869 m:build:e869
wrench.and.screwdriver m:handyman:f10b m:handyman:f10b
hammer m:construction:ea3c m:construction:ea3c
screwdriver m:hardware:ea59 m:hardware:ea59
gauge m:speed:e9e4 m:speed:e9e4
gauge.badge.plus m:speed:e9e4 m:speed:e9e4
speedometer m:speed:e9e4 m:speed:e9e4
dial m:tune:e429 m:tune:e429
chart.bar m:bar_chart:e26b m:bar_chart:e26b
chart.bar.xaxis m:insert_chart_outlined:e26a m:insert_chart:e24b
chart.pie m:pie_chart_outline:f044 m:pie_chart:e6c4
chart.line.uptrend.xyaxis h m:show_chart:e6e1
chart.xyaxis.line m:show_chart:e6e1 m:show_chart:e6e1
waveform.path.ecg m:monitor_heart:eaa2 m:monitor_heart:eaa2
heart.text.square m:monitor_heart:eaa2 m:monitor_heart:eaa2
cross m:local_hospital:e548 m:local_hospital:e548
cross.case m:medical_services:f109 m:medical_services:f109
pills m:medication:f033 m:medication:f033
bandage m:healing:e3f3 m:healing:e3f3
stethoscope m:medical_services:f109 m:medical_services:f109
atom m:science:ea4b m:science:ea4b
flask m:science:ea4b m:science:ea4b
graduationcap m:school:e80c m:school:e80c
backpack m:backpack:f19c m:backpack:f19c
puzzlepiece m:extension:e87b m:extension:e87b
puzzlepiece.extension m:extension:e87b m:extension:e87b
comb m:content_cut:e14e m:content_cut:e14e
dumbbell m:fitness_center:eb43 m:fitness_center:eb43
sportscourt m:sports_basketball:ea26 m:sports_basketball:ea26
soccerball m:sports_soccer:ea2f m:sports_soccer:ea2f
basketball m:sports_basketball:ea26 m:sports_basketball:ea26
football m:sports_football:ea29 m:sports_football:ea29
tennis.racket m:sports_tennis:ea32 m:sports_tennis:ea32
figure.wave m:waving_hand:e766 m:waving_hand:e766
apple.logo d:apple:f035 d:apple:f035
applelogo d:apple:f035 d:apple:f035
swift m:code:e86f m:code:e86f
xbox.logo m:sports_esports:ea28 m:sports_esports:ea28
accessibility m:accessibility_new:e92c m:accessibility_new:e92c
questionmark.diamond m:help_center:f1c0 m:help_center:f1c0
xmark.octagon m:report:e160 m:report:e160
exclamationmark.octagon m:report:e160 m:report:e160
exclamationmark.triangle m:warning_amber:f083 m:warning:e002
checkmark.seal mc:verified:ef76 m:verified:ef76
checkmark.rectangle m:check_box:e834 m:check_box:e834
menucard m:restaurant_menu:e561 m:restaurant_menu:e561
list.bullet.rectangle.portrait m:list_alt:e0ee m:list_alt:e0ee
square.and.arrow.up.on.square m:ios_share:e6b8 m:ios_share:e6b8
arrowshape.turn.up.backward mc:reply:e15e m:reply:e15e
"""

    /// Full names (variants included) with a drawing of their own.
    static let exactLines = """
location.circle m:my_location:e55c
arrow.up.circle m:arrow_circle_up:f182
circle.lefthalf.filled m:contrast:eb37
circle.righthalf.filled m:contrast:eb37
plus.circle h
plus.circle.fill m:add_circle:e147
minus.circle m:remove_circle_outline:e15d
minus.circle.fill m:remove_circle:e15c
xmark.circle h
xmark.circle.fill m:cancel:e5c9
checkmark.circle h
checkmark.circle.fill m:check_circle:e86c
info.circle h
info.circle.fill m:info:e88e
questionmark.circle m:help_outline:e8fd
questionmark.circle.fill m:help:e887
exclamationmark.circle m:error_outline:e001
exclamationmark.circle.fill m:error:e000
person.circle h
person.circle.fill m:account_circle:e853
person.crop.circle.fill m:account_circle:e853
play.circle m:play_circle_outline:e039
play.circle.fill m:play_circle_filled:e038
pause.circle m:pause_circle_outline:e036
pause.circle.fill m:pause_circle_filled:e035
stop.circle m:stop_circle:ef71
stop.circle.fill m:stop_circle:ef71
ellipsis.circle h
ellipsis.circle.fill m:pending:ef64
dollarsign.circle h
dollarsign.circle.fill m:monetization_on:e263
checkmark.square m:check_box:e834
checkmark.square.fill m:check_box:e834
square.fill m:stop:e047
circle.fill m:circle:ef4a
checkmark.seal.fill m:verified:ef76
xmark.octagon.fill m:report:e160
exclamationmark.octagon.fill m:report:e160
plus.app m:add_box:e146
plus.app.fill m:add_box:e146
plus.square m:add_box:e146
plus.square.fill m:add_box:e146
plus.rectangle m:add_box:e146
plus.rectangle.fill m:add_box:e146
xmark.square m:disabled_by_default:f230
xmark.square.fill m:disabled_by_default:f230
arrow.right.circle.fill m:arrow_circle_right:eaaa
arrow.left.circle.fill m:arrow_circle_left:eaa7
chevron.down.circle.fill m:expand_circle_down:e7cd
largecircle.fill.circle m:radio_button_checked:e837
circle.circle.fill m:radio_button_checked:e837
record.circle.fill m:radio_button_checked:e837
eye.slash m:visibility_off:e8f5
eye.slash.fill m:visibility_off:e8f5
bell.slash m:notifications_off:e7f6
bell.slash.fill m:notifications_off:e7f6
mic.slash m:mic_off:e02b
mic.slash.fill m:mic_off:e02b
video.slash m:videocam_off:e04c
video.slash.fill m:videocam_off:e04c
speaker.slash m:volume_off:e04f
speaker.slash.fill m:volume_off:e04f
wifi.slash m:wifi_off:e648
location.slash m:location_disabled:e1b6
location.slash.fill m:location_disabled:e1b6
bolt.slash m:flash_off:e3e6
bolt.slash.fill m:flash_off:e3e6
lock.slash m:no_encryption:e641
cart.badge.plus m:add_shopping_cart:e854
bag.fill.badge.plus m:add_shopping_cart:e854
person.fill.badge.plus m:person_add:e7fe
person.crop.circle.fill.badge.checkmark m:how_to_reg:e174
person.badge.key.fill m:manage_accounts:f02e
square.and.arrow.up.circle m:ios_share:e6b8
arrow.clockwise.circle m:refresh:e5d5
arrow.counterclockwise.circle m:replay:e042
arrow.uturn.backward.circle m:undo:e166
wifi.circle m:wifi:e63e
eye.slash.circle m:visibility_off:e8f5
lock.circle m:lock:e897
"""

    /// A drawing as the table gives it.
    enum Entry: Hashable, Sendable {
        /// LayoutViz's own drawing.
        case handDrawn
        /// A font glyph, filled or as its contour.
        case glyph(IconGlyph, contour: Bool, glyphName: String)
    }

    /// The base names' plain and `.fill` drawings.
    static let base: [String: (plain: Entry, fill: Entry)] = {
        var out: [String: (Entry, Entry)] = [:]
        for line in baseLines.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 3, let plain = entry(f[1]), let fill = entry(f[2]) else { continue }
            out[String(f[0])] = (plain, fill)
        }
        return out
    }()

    /// The full names with drawings of their own.
    static let exact: [String: Entry] = {
        var out: [String: Entry] = [:]
        for line in exactLines.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 2, let e = entry(f[1]) else { continue }
            out[String(f[0])] = e
        }
        return out
    }()

    /// One drawing spec of a line: `h`, `m:name:cp`, `mc:name:cp`, `d:name:cp`.
    static func entry(_ spec: Substring) -> Entry? {
        if spec == "h" { return .handDrawn }
        let p = spec.split(separator: ":")
        guard p.count == 3, let cp = UInt32(p[2], radix: 16) else { return nil }
        switch p[0] {
        case "m": return .glyph(IconGlyph(font: .materialIcons, codepoint: cp), contour: false, glyphName: String(p[1]))
        case "mc": return .glyph(IconGlyph(font: .materialIcons, codepoint: cp), contour: true, glyphName: String(p[1]))
        case "d": return .glyph(IconGlyph(font: .materialDesignIcons, codepoint: cp), contour: false, glyphName: String(p[1]))
        case "dc": return .glyph(IconGlyph(font: .materialDesignIcons, codepoint: cp), contour: true, glyphName: String(p[1]))
        default: return nil
        }
    }
}
